// The media server's configuration (docs/media-server.md): the variables, the nginx configuration
// filled from deploy/nginx/, and the backend's link. No nginx needed.
import { describe, expect, it } from "vitest";
import { readConfig } from "../../../server/config/env";
import { mediaCallbackToken, mediaSettings } from "../../../server/media/media-settings";
import { nginxConfig, type NginxConfigValues } from "../../../server/media/nginx-config";
import { NginxMediaLink } from "../../../server/media/nginx-media-link";

const values: NginxConfigValues = {
  tools: { rtmpModule: "/usr/lib/nginx/modules/ngx_rtmp_module.so", ffmpeg: "/usr/bin/ffmpeg" },
  folder: "/srv/vsport/data/media",
  hlsDir: "/srv/vsport/data/media/hls",
  rtmpHost: "127.0.0.1",
  rtmpPort: 19350,
  httpListen: "127.0.0.1:18935",
  backendUrl: "http://127.0.0.1:4100",
  callbackToken: "tok_en-0123456789abcdef0123456789abcdef",
  workerUser: null,
};

describe("the media server's variables", () => {
  it("default to a media server started beside the site on loopback, HLS served by the site", () => {
    const config = readConfig({ DATA_DIR: "/srv/vsport/data" });
    expect(mediaSettings(config)).toEqual({
      mode: "auto",
      rtmpUrl: "rtmp://localhost:1935/live",
      hlsUrl: "/live-hls",
      controlUrl: "http://127.0.0.1:8935",
      local: {
        rtmpHost: "127.0.0.1",
        rtmpPort: 1935,
        httpPort: 8935,
        folder: "/srv/vsport/data/media",
        hlsDir: "/srv/vsport/data/media/hls",
      },
    });
  });

  it("follow the ports, and point at another host when told", () => {
    expect(mediaSettings(readConfig({ MEDIA_RTMP_PORT: "19350", MEDIA_HTTP_PORT: "18935" }))).toMatchObject({
      rtmpUrl: "rtmp://localhost:19350/live",
      controlUrl: "http://127.0.0.1:18935",
    });
    const external = mediaSettings(
      readConfig({
        MEDIA_SERVER: "external",
        MEDIA_RTMP_URL: "rtmp://media.example.com/live",
        MEDIA_CONTROL_URL: "http://10.0.0.5:8935",
        MEDIA_HLS_URL: "https://cdn.example.com/live-hls/",
      }),
    );
    expect(external).toMatchObject({ mode: "external", hlsUrl: "https://cdn.example.com/live-hls", local: null });
    expect(mediaSettings(readConfig({ MEDIA_SERVER: "off" }))).toMatchObject({ controlUrl: null, local: null });
  });

  it("are refused when wrong, each named", () => {
    expect(() => readConfig({ MEDIA_SERVER: "maybe" })).toThrow(/MEDIA_SERVER="maybe": must be auto, external or off/);
    expect(() => readConfig({ MEDIA_RTMP_PORT: "0" })).toThrow(/MEDIA_RTMP_PORT/);
    expect(() => readConfig({ MEDIA_RTMP_URL: "http://x/live" })).toThrow(/MEDIA_RTMP_URL/);
    for (const hls of ["//evil.example.com/x", "/\\evil.example.com", "ftp://x/y", "live-hls", "/a b"])
      expect(() => readConfig({ MEDIA_HLS_URL: hls }), hls).toThrow(/MEDIA_HLS_URL/);
    expect(() => readConfig({ MEDIA_CALLBACK_TOKEN: "short" })).toThrow(/MEDIA_CALLBACK_TOKEN/);
    expect(() => readConfig({ MEDIA_SERVER: "external" })).toThrow(/MEDIA_RTMP_URL: must be set when MEDIA_SERVER=external/);
  });

  it("give a callback token derived from the response key unless one is set", () => {
    const derived = mediaCallbackToken({}, "00112233445566778899aabbccddeeff");
    expect(derived).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mediaCallbackToken({}, "00112233445566778899AABBCCDDEEFF")).toBe(derived);
    expect(mediaCallbackToken({}, "ffeeddccbbaa99887766554433221100")).not.toBe(derived);
    expect(mediaCallbackToken({ MEDIA_CALLBACK_TOKEN: "t".repeat(40) }, "00112233445566778899aabbccddeeff")).toBe("t".repeat(40));
  });
});

describe("the nginx configuration from deploy/nginx/nginx.conf.template", () => {
  it("fills every name, with the callbacks, the token, the ports and the folders", () => {
    const config = nginxConfig(values);
    expect(config).not.toMatch(/\{\{|\}\}/);
    expect(config).toContain("load_module /usr/lib/nginx/modules/ngx_rtmp_module.so;");
    expect(config).toContain("listen 127.0.0.1:19350;");
    expect(config).toContain("on_publish http://127.0.0.1:4100/media/publish?token=tok_en-0123456789abcdef0123456789abcdef;");
    expect(config).toContain("on_publish_done http://127.0.0.1:4100/media/publish-done?token=");
    expect(config).toContain("notify_update_timeout 10s;");
    expect(config).toContain("-f flv rtmp://127.0.0.1:19350/hls/$name_sd;");
    expect(config).toContain("hls_path /srv/vsport/data/media/hls;");
    expect(config).toContain("pid /srv/vsport/data/media/nginx.pid;");
    expect(config).not.toMatch(/^user /m);
    expect(nginxConfig({ ...values, workerUser: "root" })).toMatch(/^user root;$/m);
  });

  it("listens on loopback too when RTMP listens on one address of another interface, for the transcoders", () => {
    const config = nginxConfig({ ...values, rtmpHost: "192.0.2.10" });
    expect(config).toContain("listen 192.0.2.10:19350;");
    expect(config).toContain("listen 127.0.0.1:19350;");
    expect(nginxConfig({ ...values, rtmpHost: "0.0.0.0" })).not.toContain("listen 127.0.0.1:19350;");
  });

  it("refuses a value that would change the configuration's meaning", () => {
    expect(() => nginxConfig({ ...values, hlsDir: "/tmp/a b" })).toThrow(/HLS folder/);
    expect(() => nginxConfig({ ...values, folder: "/tmp/x;}" })).toThrow(/media folder/);
    expect(() => nginxConfig({ ...values, callbackToken: "a$b" })).toThrow(/callback token/);
    expect(() => nginxConfig({ ...values, backendUrl: "http://h/x;evil" })).toThrow(/backend's URL/);
    expect(() => nginxConfig(values, "listen {{UNKNOWN}};")).toThrow(/nothing fills \{\{UNKNOWN\}\}/);
  });
});

describe("the backend's link to nginx", () => {
  const local = new NginxMediaLink({ rtmpUrl: "rtmp://localhost:1935/live", hlsUrl: "/live-hls", controlUrl: "http://127.0.0.1:9" });
  const cdn = new NginxMediaLink({ rtmpUrl: "rtmp://m/live", hlsUrl: "https://cdn.example.com/hls/", controlUrl: null });

  it("gives each room's master playlist by its slug", () => {
    expect(local.streamUrlOf("blv-minh")).toBe("/live-hls/blv-minh.m3u8");
    expect(cdn.streamUrlOf("blv-minh")).toBe("https://cdn.example.com/hls/blv-minh.m3u8");
  });

  it("allows the site's own paths and the HLS origin, nothing else", () => {
    expect(local.allowsStreamUrl("/streams/blv-1/master.m3u8")).toBe(true);
    expect(local.allowsStreamUrl("//evil.example.com/x.m3u8")).toBe(false);
    expect(local.allowsStreamUrl("/\\evil.example.com/x.m3u8")).toBe(false);
    expect(local.allowsStreamUrl("https://cdn.example.com/hls/a.m3u8")).toBe(false);
    expect(cdn.allowsStreamUrl("https://cdn.example.com/hls/a.m3u8")).toBe(true);
    expect(cdn.allowsStreamUrl("https://cdn.example.com.evil.net/a.m3u8")).toBe(false);
    expect(cdn.allowsStreamUrl("http://cdn.example.com/hls/a.m3u8")).toBe(false);
  });

  it("says a media server that does not answer is not running, and that a push could not be cut", async () => {
    expect(await local.isRunning()).toBe(false);
    expect(await local.dropPublisher("blv-minh")).toBe(false);
    expect(await cdn.isRunning()).toBe(false);
  });
});
