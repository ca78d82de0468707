// What the backend needs of the media server (issue 12, docs/media-server.md): the addresses it
// gives commentators and viewers, whether it answers, and cutting a push. nginx with the RTMP
// module in production and in tests alike (server/media/nginx-media-link.ts).

export interface MediaLink {
  /** OBS's "Server" field: the media server's public RTMP address (rtmp://host:port/app). */
  readonly rtmpUrl: string;
  /** The HLS master playlist (HD and SD) a room's stream plays at, by the room's public name (its slug, never the key). */
  streamUrlOf(roomSlug: string): string;
  /** Whether the room's player may load a stream address: the site's own path or the media server's HLS origin. */
  allowsStreamUrl(url: string): boolean;
  /** Whether the media server answers now. */
  isRunning(): Promise<boolean>;
  /** Cuts the push published under this stream name at once; false when the media server could not be reached. */
  dropPublisher(streamName: string): Promise<boolean>;
}
