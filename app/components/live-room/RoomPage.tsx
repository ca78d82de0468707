import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { type RoomDetail } from "../../../contract/backend-calls/live-rooms";
import { type ChatUser, type Gift } from "../../../contract/chat/messages";
import { type MatchDetail } from "../../../contract/sports/api";
import { isLoadFromIframeAtom } from "~/atoms";
import { useLiveMatch } from "~/services/live/use-live-match";
import { type ChatAccess } from "~/services/chat/chat-connection";
import { useRoomChat } from "~/services/chat/use-room-chat";
import { t } from "~/services/locale/room-messages";
import { MatchHeader, type MatchTimesView } from "~/components/sports/match/MatchHeader";
import { ChatPanel } from "./ChatPanel";
import { Danmaku } from "./Danmaku";
import { EmbedCode } from "./EmbedCode";
import { GiftBar } from "./GiftBar";
import { Leaderboard } from "./Leaderboard";
import { RoomInfo } from "./RoomInfo";
import { RoomPlayer } from "./RoomPlayer";

const DANMAKU_PREFERENCE = "vsport:danmaku";

type LeaderboardEntry = { user: ChatUser; points: number; gifts: number };

export interface RoomPageProps {
  room: RoomDetail;
  chat: ChatAccess;
  covered: { match: MatchDetail; times: MatchTimesView } | null;
  gifts: readonly Gift[];
  leaderboard: { today: readonly LeaderboardEntry[]; week: readonly LeaderboardEntry[] };
  score: number | null;
  giftKey: string;
  origin: string;
}

function CoveredMatch({ covered }: { covered: NonNullable<RoomPageProps["covered"]> }) {
  const live = useLiveMatch(covered.match.id);
  return (
    <section className="room-match" aria-label={t("roomMatch")}>
      <MatchHeader match={covered.match} times={covered.times} live={live} />
    </section>
  );
}

/** Bullet comments are on unless the viewer turned them off (kept in this browser). */
function useDanmakuPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(true);
  useEffect(() => setOn(window.localStorage.getItem(DANMAKU_PREFERENCE) !== "off"), []);
  const set = useCallback((value: boolean) => {
    setOn(value);
    window.localStorage.setItem(DANMAKU_PREFERENCE, value ? "on" : "off");
  }, []);
  return [on, set];
}

/** A live room (issue 11): the stream with bullet comments, the chat, the commentator, the match, gifts and the leaderboard. */
export function RoomPage({ room, chat: access, covered, gifts, leaderboard, score, giftKey, origin }: RoomPageProps) {
  const iframe = useAtomValue(isLoadFromIframeAtom);
  const { chat, status, draft, setDraft, send, setPlaying } = useRoomChat(room.slug, access);
  const [danmaku, setDanmaku] = useDanmakuPreference();
  const poster = room.cover;
  const player = (
    <div className="room-stage">
      <RoomPlayer
        streamUrl={room.streamUrl}
        poster={poster}
        isLive={room.isLive}
        onPlaying={setPlaying}
        overlay={danmaku ? <Danmaku lines={chat.fresh} /> : null}
      />
      <label className="room-stage__danmaku">
        <input type="checkbox" checked={danmaku} onChange={(event) => setDanmaku(event.target.checked)} data-testid="danmaku-toggle" />{" "}
        {t("danmakuToggle")}
      </label>
    </div>
  );
  const chatPanel = <ChatPanel room={room.slug} chat={chat} status={status} draft={draft} onDraft={setDraft} onSend={send} />;
  if (iframe)
    return (
      <div className="room room--iframe" data-testid="room-iframe">
        <h1 className="visually-hidden">{room.name}</h1>
        {player}
        {chatPanel}
      </div>
    );
  return (
    <div className="room">
      <div className="room__main">
        {player}
        <RoomInfo room={room} />
        {covered ? <CoveredMatch covered={covered} /> : null}
        <EmbedCode origin={origin} slug={room.slug} />
      </div>
      <aside className="room__side">
        {chatPanel}
        <GiftBar gifts={gifts} score={score} giftKey={giftKey} />
        <Leaderboard today={leaderboard.today} week={leaderboard.week} />
      </aside>
    </div>
  );
}
