import { describe, expect, it } from "vitest";
import { type ChatMessage, type ChatUser, type ServerFrame } from "../../../contract/chat/messages";
import { applyChatFrame, CHAT_LINES_KEPT, EMPTY_CHAT, isMuted, type ChatState } from "~/services/chat/chat-state";

// The browser's chat state (app/services/chat/chat-state.ts): what a reconnect repeats is not
// shown twice, deletes remove for everyone, the viewer's own mute is tracked.

const fan: ChatUser = { id: 7, nickName: "Fan Hà Nội", level: 2, role: "user" };
const other: ChatUser = { id: 8, nickName: "Fan Sài Gòn", level: 1, role: "user" };
const message = (id: number, user = other): ChatMessage => ({ id: String(id), ts: 1_000 + id, user, text: `tin ${id}` });
const history = (messages: ChatMessage[], extra: Partial<Extract<ServerFrame, { type: "history" }>> = {}): ServerFrame => ({
  type: "history",
  id: "h",
  ts: 1,
  room: "blv-minh-khang",
  messages,
  gifts: [],
  canModerate: false,
  canWrite: true,
  me: fan,
  ...extra,
});
const live = (chatMessage: ChatMessage): ServerFrame => ({ type: "message", id: chatMessage.id, ts: chatMessage.ts, message: chatMessage });
const apply = (frames: ServerFrame[], from: ChatState = EMPTY_CHAT) => frames.reduce(applyChatFrame, from);
const ids = (state: ChatState) => state.lines.map((line) => line.id);

describe("the chat state", () => {
  it("merges a reconnect's history with what arrived live, without duplicates and in order", () => {
    const state = apply([history([message(1), message(2)]), live(message(3)), history([message(3), message(4)])]);
    expect(ids(state)).toEqual(["1", "2", "3", "4"]);
    expect(state.lastMessageId).toBe("4");
    expect(state.me).toEqual(fan);
  });

  it("counts only live arrivals as fresh (the bullet comments), never a history", () => {
    const state = apply([history([message(1)]), live(message(2)), live(message(2))]);
    expect(state.fresh.map((line) => line.id)).toEqual(["2"]);
  });

  it("removes a deleted message everywhere", () => {
    const state = apply([history([message(1), message(2)]), live(message(3)), { type: "delete", id: "d", ts: 5, messageId: "3" }]);
    expect(ids(state)).toEqual(["1", "2"]);
    expect(state.fresh).toEqual([]);
  });

  it("tracks the viewer's own mute and unmute, not others'", () => {
    const start = apply([history([])]);
    expect(
      applyChatFrame(start, { type: "mute", id: "m", ts: 2, userId: other.id, until: 9_999, reason: null }).mutedUntil,
    ).toBeUndefined();
    const muted = applyChatFrame(start, { type: "mute", id: "m", ts: 2, userId: fan.id, until: 9_999, reason: "spam" });
    expect(muted.mutedUntil).toBe(9_999);
    expect(isMuted(muted, 5_000)).toBe(true);
    expect(isMuted(muted, 10_000)).toBe(false);
    expect(isMuted(applyChatFrame(start, { type: "mute", id: "m", ts: 2, userId: fan.id, until: null, reason: null }), Date.now())).toBe(
      true,
    );
    expect(applyChatFrame(muted, { type: "unmute", id: "u", ts: 3, userId: fan.id }).mutedUntil).toBeUndefined();
    expect(applyChatFrame(start, { type: "error", id: "e", ts: 3, key: "chatMuted", mutedUntil: 7_000 }).mutedUntil).toBe(7_000);
  });

  it("keeps a bounded number of lines", () => {
    const many = Array.from({ length: CHAT_LINES_KEPT + 30 }, (_, index) => live(message(index + 1)));
    const state = apply([history([]), ...many]);
    expect(state.lines).toHaveLength(CHAT_LINES_KEPT);
    expect(state.lines.at(-1)?.id).toBe(String(CHAT_LINES_KEPT + 30));
  });

  it("starts afresh when the page moves to another room", () => {
    const first = apply([history([message(1)])]);
    const second = applyChatFrame(first, history([message(9)], { room: "blv-thu-ha" }));
    expect(ids(second)).toEqual(["9"]);
  });
});
