// The site and its media server (docs/media-server.md): `npm start` starts nginx-rtmp beside the
// site and stops it with the site; the web node serves the HLS nginx writes at /live-hls; with the
// media server on another host, the site's CSP lets the player load from it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMediaServer } from "../../../server/media/nginx-process";
import { rawRequest } from "../../helpers/raw-http";
import { startTestSite, type TestSite } from "../../helpers/site";
import { freePort, mediaToolsMissing } from "./fixtures";

const skipReason = mediaToolsMissing();

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

describe.skipIf(skipReason !== null)("a site with its media server beside it (MEDIA_SERVER=auto)", () => {
  let site: TestSite;
  let mediaHttp: string;

  beforeAll(async () => {
    const httpPort = await freePort();
    mediaHttp = `http://127.0.0.1:${httpPort}`;
    site = await startTestSite({ MEDIA_SERVER: "auto", MEDIA_RTMP_PORT: String(await freePort()), MEDIA_HTTP_PORT: String(httpPort) });
    const hls = path.join(site.dataDir, "media", "hls");
    mkdirSync(path.join(hls, "blv-site_hd"), { recursive: true });
    writeFileSync(path.join(hls, "blv-site.m3u8"), "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=3000000\nblv-site_hd/index.m3u8\n");
    writeFileSync(path.join(hls, "blv-site_hd", "index.m3u8"), "#EXTM3U\n#EXTINF:2.000,\n0.ts\n");
    writeFileSync(path.join(hls, "blv-site_hd", "0.ts"), Buffer.alloc(188, 0x47));
    writeFileSync(path.join(hls, "notes.txt"), "not a stream");
  });

  afterAll(async () => {
    await site?.dispose();
  });

  it("starts nginx, which answers on its loopback port", async () => {
    expect(await answers(`${mediaHttp}/healthz`)).toBe(true);
  });

  it("serves the playlists uncached and the segments briefly cached, with their types and nosniff", async () => {
    const master = await fetch(`${site.url}/live-hls/blv-site.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(master.headers.get("cache-control")).toBe("no-cache");
    expect(master.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await master.text()).toContain("blv-site_hd/index.m3u8");

    const variant = await fetch(`${site.url}/live-hls/blv-site_hd/index.m3u8`);
    expect(variant.headers.get("cache-control")).toBe("no-cache");
    const segment = await fetch(`${site.url}/live-hls/blv-site_hd/0.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get("content-type")).toBe("video/mp2t");
    expect(segment.headers.get("cache-control")).toBe("public, max-age=60");
    expect((await segment.arrayBuffer()).byteLength).toBe(188);
  });

  it("serves nothing else: no other file, no listing, no way out of the folder", async () => {
    for (const target of [
      "/live-hls/notes.txt",
      "/live-hls/",
      "/live-hls/blv-site_hd/",
      "/live-hls/missing.m3u8",
      "/live-hls/%2e%2e/secrets.json",
      "/live-hls/..%2f..%2fsecrets.json",
      "/live-hls/blv-site_hd/..%2f..%2fsecrets.json",
      "/live-hls/%2e%2e%2fmedia%2fnginx.conf",
    ]) {
      const answer = await rawRequest(site.url, { path: target });
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toMatch(/requestKey|callback|blv-site_hd\/index/);
    }
  });

  it("stops nginx when the site stops", async () => {
    const httpPort = await freePort();
    const second = await startTestSite({
      MEDIA_SERVER: "auto",
      MEDIA_RTMP_PORT: String(await freePort()),
      MEDIA_HTTP_PORT: String(httpPort),
    });
    expect(await answers(`http://127.0.0.1:${httpPort}/healthz`)).toBe(true);
    await second.dispose();
    expect(await answers(`http://127.0.0.1:${httpPort}/healthz`)).toBe(false);
  });
});

describe("a site whose media server is not installed", () => {
  it("says so once, with how to install it, and goes on without it", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const running = await startMediaServer({
      server: { rtmpHost: "127.0.0.1", rtmpPort: 1, httpPort: 1, folder: "/nonexistent", hlsDir: "/nonexistent/hls" },
      backendUrl: "http://127.0.0.1:1",
      callbackToken: "x".repeat(32),
      logger,
      tools: { missing: ["nginx"] },
    });
    expect(running).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("media server not installed");
    expect(lines[0]).toContain("apt-get install nginx libnginx-mod-rtmp ffmpeg");
  });
});

describe("a site whose media server is on another host (MEDIA_SERVER=external)", () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({
      MEDIA_SERVER: "external",
      MEDIA_RTMP_URL: "rtmp://media.example.com/live",
      MEDIA_CONTROL_URL: "http://10.0.0.5:8935",
      MEDIA_HLS_URL: "https://cdn.example.com/live-hls/",
    });
  });

  afterAll(async () => {
    await site?.dispose();
  });

  it("lets the player load from the HLS origin (CSP media-src and connect-src), and serves no HLS itself", async () => {
    const page = await fetch(`${site.url}/`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).not.toMatch(/script-src [^;]*cdn\.example\.com/);
    const playlist = await fetch(`${site.url}/live-hls/blv-site.m3u8`);
    expect(playlist.headers.get("content-type")).not.toBe("application/vnd.apple.mpegurl");
  });
});
