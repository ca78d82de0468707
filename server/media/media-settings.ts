import { createHmac } from "node:crypto";
import path from "node:path";
import { type ServerConfig } from "../config/env";

// Where the media server is and how the site reaches it (docs/media-server.md), from the
// configuration: one place, so that the backend's link, the web node's HLS files and the nginx
// the site starts agree.

/** The RTMP application encoders push to (rtmp://host:port/live, stream key as the stream's name). */
export const PUBLISH_APP = "live";
/** How often nginx asks the backend about a push on air (`notify_update_timeout`). */
export const PUSH_UPDATE_INTERVAL_MS = 10_000;
/** Where the backend mounts the media server's callbacks. */
export const MEDIA_CALLBACKS_PATH = "/media";

export interface LocalMediaServer {
  /** The address and port the RTMP server listens on. */
  rtmpHost: string;
  rtmpPort: number;
  /** The loopback port of its HTTP server: /healthz, /control, the HLS files. */
  httpPort: number;
  /** DATA_DIR/media: its configuration, pid, logs and temporary files. */
  folder: string;
  /** DATA_DIR/media/hls: the playlists and segments it writes. */
  hlsDir: string;
}

export interface MediaSettings {
  mode: ServerConfig["MEDIA_SERVER"];
  /** OBS's "Server" field. */
  rtmpUrl: string;
  /** The HLS base, no trailing slash: a path of this site or another origin. */
  hlsUrl: string;
  /** The media server's HTTP address as the backend reaches it; null when there is none (MEDIA_SERVER=off). */
  controlUrl: string | null;
  /** The nginx this site starts (MEDIA_SERVER=auto); null otherwise. */
  local: LocalMediaServer | null;
}

export function mediaSettings(config: ServerConfig): MediaSettings {
  const folder = path.join(config.DATA_DIR, "media");
  const local: LocalMediaServer | null =
    config.MEDIA_SERVER === "auto"
      ? {
          rtmpHost: config.MEDIA_RTMP_HOST,
          rtmpPort: config.MEDIA_RTMP_PORT,
          httpPort: config.MEDIA_HTTP_PORT,
          folder,
          hlsDir: path.join(folder, "hls"),
        }
      : null;
  return {
    mode: config.MEDIA_SERVER,
    rtmpUrl: config.MEDIA_RTMP_URL ?? `rtmp://localhost:${config.MEDIA_RTMP_PORT}/${PUBLISH_APP}`,
    hlsUrl: config.MEDIA_HLS_URL,
    controlUrl: config.MEDIA_SERVER === "off" ? null : (config.MEDIA_CONTROL_URL ?? `http://127.0.0.1:${config.MEDIA_HTTP_PORT}`),
    local,
  };
}

/** Whether the HLS base is a path of this site (then the web node serves it), not another origin. */
export function isSitePath(hlsUrl: string): boolean {
  return hlsUrl.startsWith("/") && !hlsUrl.startsWith("//");
}

const TOKEN_LABEL = "vsport media server callbacks";

/**
 * The token in the callback URLs nginx calls: MEDIA_CALLBACK_TOKEN when the media server runs on
 * another host (it is written into that host's configuration), else derived from the response key,
 * which every node of a deployment shares, so that the web node that starts nginx and the backend
 * that checks the calls agree without a secret of its own.
 */
export function mediaCallbackToken(config: Pick<ServerConfig, "MEDIA_CALLBACK_TOKEN">, responseKey: string): string {
  return config.MEDIA_CALLBACK_TOKEN ?? createHmac("sha256", responseKey.toLowerCase()).update(TOKEN_LABEL).digest("base64url");
}
