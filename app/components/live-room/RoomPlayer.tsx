import { useEffect, useRef, useState, type ReactNode } from "react";
import type Hls from "hls.js";
import { t } from "~/services/locale/room-messages";
import { StallWatch } from "~/services/rooms/stall-watch";

// The room's video (issue 11): hls.js, loaded only here, playing the room's HLS address; HD and SD
// where the stream offers them; the poster while offline; 'Network slow…' after repeated stalls;
// 'Network lost…' when the connection drops, and recovery when it returns.

type Quality = { index: number; label: string };
type Problem = "networkSlow" | "networkLost" | null;

function qualityLabel(height: number): string {
  return height >= 720 ? "HD" : "SD";
}

export function RoomPlayer({
  streamUrl,
  poster,
  isLive,
  onPlaying,
  overlay,
}: {
  streamUrl: string;
  poster: string | null;
  isLive: boolean;
  /** Whether the video is playing now (the chat socket sends heartbeats while it is). */
  onPlaying(playing: boolean): void;
  /** Drawn over the video (the bullet comments). */
  overlay?: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<Hls | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !isLive || !streamUrl) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stalls = new StallWatch();
    const onStall = () => {
      if (stalls.stalled(Date.now())) setProblem((current) => current ?? "networkSlow");
    };
    const onOffline = () => setProblem("networkLost");
    const onOnline = () => {
      setProblem(null);
      hls.current?.startLoad();
      void element.play().catch(() => undefined);
    };
    const playing = () => onPlaying(true);
    const stopped = () => onPlaying(false);
    // The demo streams are short recordings: they loop, as a live stream would go on.
    const loop = () => {
      element.currentTime = 0;
      void element.play().catch(() => undefined);
    };
    const listeners: [EventTarget, string, () => void][] = [
      [element, "waiting", onStall],
      [element, "playing", playing],
      [element, "pause", stopped],
      [element, "ended", loop],
      [window, "offline", onOffline],
      [window, "online", onOnline],
    ];
    for (const [target, event, listener] of listeners) target.addEventListener(event, listener);

    void import("hls.js").then(({ default: HlsPlayer }) => {
      if (cancelled) return;
      if (!HlsPlayer.isSupported()) {
        // Safari plays HLS itself.
        element.src = streamUrl;
        return;
      }
      const player = new HlsPlayer({ enableWorker: false, lowLatencyMode: false });
      hls.current = player;
      player.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
        setQualities(data.levels.map((level, index) => ({ index, label: qualityLabel(level.height) })));
        void element.play().catch(() => undefined);
      });
      player.on(HlsPlayer.Events.ERROR, (_event, data) => {
        if (data.details === HlsPlayer.ErrorDetails.BUFFER_STALLED_ERROR) onStall();
        if (!data.fatal) return;
        if (data.type === HlsPlayer.ErrorTypes.NETWORK_ERROR) {
          // A stream that has just gone live has no playlist for its first seconds: the playlist is asked for again.
          const playlist =
            data.details === HlsPlayer.ErrorDetails.MANIFEST_LOAD_ERROR || data.details === HlsPlayer.ErrorDetails.MANIFEST_LOAD_TIMEOUT;
          if (!playlist || !navigator.onLine) setProblem("networkLost");
          // hls.js gave up on this load: try again shortly, until the network is back.
          clearTimeout(retry);
          retry = setTimeout(() => (playlist ? player.loadSource(streamUrl) : player.startLoad()), playlist ? 2_000 : 3_000);
        } else if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) {
          player.recoverMediaError();
        }
      });
      player.on(HlsPlayer.Events.FRAG_LOADED, () => setProblem((current) => (current === "networkLost" ? null : current)));
      player.loadSource(streamUrl);
      player.attachMedia(element);
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      for (const [target, event, listener] of listeners) target.removeEventListener(event, listener);
      hls.current?.destroy();
      hls.current = null;
      onPlaying(false);
    };
  }, [streamUrl, isLive, onPlaying]);

  const choose = (index: number) => {
    setQuality(index);
    if (hls.current) hls.current.currentLevel = index;
    if (problem === "networkSlow") setProblem(null);
  };

  return (
    <div className="room-player" data-testid="room-player">
      <video
        ref={video}
        className="room-player__video"
        poster={poster ?? undefined}
        controls={isLive}
        muted
        playsInline
        autoPlay={isLive}
        data-testid="room-video"
      />
      {overlay}
      {!isLive ? (
        <p className="room-player__offline" data-testid="room-offline">
          {t("roomOffline")}
        </p>
      ) : null}
      {problem ? (
        <p className="room-player__problem" role="alert" data-testid="room-network-problem">
          {t(problem)}
        </p>
      ) : null}
      {qualities.length > 1 ? (
        <div className="room-player__qualities" role="group" aria-label={t("videoQuality")}>
          <button type="button" aria-pressed={quality === -1} onClick={() => choose(-1)}>
            {t("qualityAuto")}
          </button>
          {qualities.map((option) => (
            <button type="button" key={option.index} aria-pressed={quality === option.index} onClick={() => choose(option.index)}>
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
