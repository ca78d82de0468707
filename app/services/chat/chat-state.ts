// The chat of one room as the browser holds it (docs/chat.md): every server frame goes through
// applyChatFrame, which de-duplicates by id (a reconnect's history may repeat what arrived live),
// keeps the list short, hides deleted messages and tracks the viewer's own mute.
import { type ChatGift, type ChatMessage, type ChatUser, type ServerFrame } from "../../../contract/chat/messages";
import { type MessageKey } from "../../../contract/message-keys";

/** Lines kept in the browser: older ones scroll away. */
export const CHAT_LINES_KEPT = 200;

export type ChatLine =
  | { kind: "message"; id: string; ts: number; message: ChatMessage }
  | { kind: "gift"; id: string; ts: number; gift: ChatGift }
  | { kind: "notice"; id: string; ts: number; key: MessageKey };

export interface ChatState {
  room: string | null;
  lines: ChatLine[];
  /** The newest message id seen: a reconnect asks for what came after it. */
  lastMessageId: string | null;
  viewers: number | null;
  me: ChatUser | null;
  canWrite: boolean;
  canModerate: boolean;
  /** The viewer's own mute: its end in ms, null for ever, undefined when not muted. */
  mutedUntil: number | null | undefined;
  /** Lines that arrived live (not from a history), for the bullet comments over the video. */
  fresh: ChatLine[];
}

export const EMPTY_CHAT: ChatState = {
  room: null,
  lines: [],
  lastMessageId: null,
  viewers: null,
  me: null,
  canWrite: false,
  canModerate: false,
  mutedUntil: undefined,
  fresh: [],
};

const messageLine = (message: ChatMessage): ChatLine => ({ kind: "message", id: message.id, ts: message.ts, message });
const giftLine = (gift: ChatGift): ChatLine => ({ kind: "gift", id: gift.id, ts: gift.ts, gift });

function newerId(a: string | null, b: string): string {
  return a === null || Number(b) > Number(a) ? b : a;
}

function merge(lines: readonly ChatLine[], added: readonly ChatLine[]): { lines: ChatLine[]; really: ChatLine[] } {
  const known = new Set(lines.map((line) => line.id));
  const really = added.filter((line) => !known.has(line.id) && (known.add(line.id), true));
  if (really.length === 0) return { lines: lines as ChatLine[], really };
  const merged = [...lines, ...really].sort((a, b) => a.ts - b.ts);
  return { lines: merged.slice(-CHAT_LINES_KEPT), really };
}

/** The state after one frame from the server. */
export function applyChatFrame(state: ChatState, frame: ServerFrame): ChatState {
  switch (frame.type) {
    case "history": {
      const base = state.room === frame.room ? state : { ...EMPTY_CHAT, room: frame.room };
      const added = [...frame.messages.map(messageLine), ...frame.gifts.map(giftLine)];
      const deleted = new Set(frame.deletedIds ?? []);
      const { lines } = merge(
        base.lines.filter((line) => !deleted.has(line.id)),
        added,
      );
      const lastMessageId = frame.messages.reduce<string | null>((last, message) => newerId(last, message.id), base.lastMessageId);
      return {
        ...base,
        lines,
        lastMessageId,
        me: frame.me,
        canWrite: frame.canWrite,
        canModerate: frame.canModerate,
        mutedUntil: frame.mutedUntil,
      };
    }
    case "message": {
      const line = messageLine(frame.message);
      const { lines, really } = merge(state.lines, [line]);
      return {
        ...state,
        lines,
        lastMessageId: newerId(state.lastMessageId, frame.message.id),
        fresh: [...state.fresh, ...really].slice(-20),
      };
    }
    case "gift": {
      const { lines, really } = merge(state.lines, [giftLine(frame.gift)]);
      return { ...state, lines, fresh: [...state.fresh, ...really].slice(-20) };
    }
    case "delete":
      return {
        ...state,
        lines: state.lines.filter((line) => line.id !== frame.messageId),
        fresh: state.fresh.filter((line) => line.id !== frame.messageId),
      };
    case "mute":
      return state.me?.id === frame.userId ? { ...state, mutedUntil: frame.until } : state;
    case "unmute":
      return state.me?.id === frame.userId ? { ...state, mutedUntil: undefined } : state;
    case "viewers":
      return { ...state, viewers: frame.count };
    case "notice": {
      const { lines } = merge(state.lines, [{ kind: "notice", id: `notice-${frame.id}`, ts: frame.ts, key: frame.key }]);
      return { ...state, lines };
    }
    case "error":
      return frame.key === "chatMuted" ? { ...state, mutedUntil: frame.mutedUntil ?? null } : state;
  }
}

/** Whether a mute still holds at `now` (a timed one ends by itself). */
export function isMuted(state: Pick<ChatState, "mutedUntil">, now: number): boolean {
  return state.mutedUntil === null || (state.mutedUntil !== undefined && state.mutedUntil > now);
}
