import { type MediaLink } from "./media-link";
import { isSitePath, PUBLISH_APP, type MediaSettings } from "./media-settings";

const HEALTH_TIMEOUT_MS = 1_500;
const CONTROL_TIMEOUT_MS = 3_000;

/** The backend's link to nginx with the RTMP module (docs/media-server.md), local or on its own host. */
export class NginxMediaLink implements MediaLink {
  readonly rtmpUrl: string;
  private readonly hlsUrl: string;
  private readonly hlsOrigin: string | null;
  private readonly controlUrl: string | null;

  constructor(settings: Pick<MediaSettings, "rtmpUrl" | "hlsUrl" | "controlUrl">) {
    this.rtmpUrl = settings.rtmpUrl;
    this.hlsUrl = settings.hlsUrl.replace(/\/+$/, "");
    this.hlsOrigin = isSitePath(this.hlsUrl) ? null : new URL(this.hlsUrl).origin;
    this.controlUrl = settings.controlUrl?.replace(/\/+$/, "") ?? null;
  }

  // nginx writes the master playlist as <name>.m3u8 beside the variants' folders (hls_nested on).
  streamUrlOf(roomSlug: string): string {
    return `${this.hlsUrl}/${encodeURIComponent(roomSlug)}.m3u8`;
  }

  allowsStreamUrl(url: string): boolean {
    // "//host" and "/\host" are other hosts to a browser.
    if (url.startsWith("/")) return !url.startsWith("//") && !url.includes("\\");
    if (this.hlsOrigin === null || !URL.canParse(url)) return false;
    return new URL(url).origin === this.hlsOrigin;
  }

  async isRunning(): Promise<boolean> {
    if (this.controlUrl === null) return false;
    try {
      const response = await fetch(`${this.controlUrl}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  async dropPublisher(streamName: string): Promise<boolean> {
    if (this.controlUrl === null) return false;
    const query = new URLSearchParams({ app: PUBLISH_APP, name: streamName });
    try {
      // nginx answers with the number of pushes it dropped (0 when none was on air).
      const response = await fetch(`${this.controlUrl}/control/drop/publisher?${query}`, {
        signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }
}
