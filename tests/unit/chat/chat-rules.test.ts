import { describe, expect, it } from "vitest";
import { chatLineOf } from "../../../server/chat/chat-text";
import { mayActOn, moderatesRoom } from "../../../server/chat/moderators";
import { RoomFrame } from "../../../server/chat/socket/room-fanout";
import { TokenBucket } from "../../../server/chat/socket/token-bucket";

// The chat server's small rules (docs/chat.md): what a chat line may hold, who moderates whom,
// the flood control of one connection, and what a room frame says of itself.

describe("a chat line", () => {
  it("is the text as written, line breaks and tabs made single spaces, trimmed", () => {
    expect(chatLineOf("  <script>alert(1)</script>  ")).toBe("<script>alert(1)</script>");
    expect(chatLineOf("Vào\r\n\r\nrồi!\tHay quá")).toBe("Vào rồi! Hay quá");
    expect(chatLineOf("Cười 😂👨‍👩‍👧")).toBe("Cười 😂👨‍👩‍👧");
  });

  it("is refused when nothing is left or it holds control or direction characters", () => {
    for (const text of [" \n\t ", "chuông\u0007", "\u0085dòng", "\u202Eđảo", "cô lập\u2066x\u2069"])
      expect(chatLineOf(text), JSON.stringify(text)).toBeNull();
  });
});

describe("moderation rights", () => {
  const admin = { id: 1, userType: 3 };
  const otherAdmin = { id: 2, userType: 3 };
  const anchor = { id: 3, userType: 2 };
  const otherCommentator = { id: 4, userType: 2 };
  const fan = { id: 5, userType: 1 };
  const room = { anchorId: anchor.id };

  it("belong to admins in every room and to a commentator in their own", () => {
    expect([admin, anchor, otherCommentator, fan, null].map((user) => moderatesRoom(user, room))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("never reach an admin or the room's commentator by a mute; a commentator acts on fans only", () => {
    expect(mayActOn(anchor, fan, room, "mute")).toBe(true);
    expect(mayActOn(anchor, otherCommentator, room, "mute")).toBe(false);
    expect(mayActOn(anchor, admin, room, "mute")).toBe(false);
    expect(mayActOn(anchor, admin, room, "delete")).toBe(false);
    expect(mayActOn(anchor, anchor, room, "mute")).toBe(false);
    expect(mayActOn(anchor, anchor, room, "delete")).toBe(true);
    expect(mayActOn(admin, otherCommentator, room, "mute")).toBe(true);
    expect(mayActOn(admin, anchor, room, "mute")).toBe(false);
    expect(mayActOn(admin, otherAdmin, room, "mute")).toBe(false);
    expect(mayActOn(admin, otherAdmin, room, "delete")).toBe(true);
  });
});

describe("a connection's token bucket", () => {
  it("allows a burst, then refills at its rate, never above its capacity", () => {
    const bucket = new TokenBucket(3, 0.5, 0);
    expect([0, 0, 0, 0].map((at) => bucket.take(at))).toEqual([true, true, true, false]);
    expect(bucket.take(1_000)).toBe(false);
    expect(bucket.take(2_000)).toBe(true);
    expect(bucket.take(2_000)).toBe(false);
    expect([60_000, 60_000, 60_000, 60_000].map((at) => bucket.take(at))).toEqual([true, true, true, false]);
  });
});

describe("a room frame", () => {
  it("tells its id and a message's writer, reading the bytes once; an unreadable one has neither", () => {
    const message = new RoomFrame(
      Buffer.from(JSON.stringify({ type: "message", id: "42", ts: 1, message: { id: "42", user: { id: 7 } } })),
    );
    expect([message.id, message.writerId]).toEqual(["42", 7]);
    const gift = new RoomFrame(Buffer.from(JSON.stringify({ type: "gift", id: "g5", ts: 1, gift: { user: { id: 7 } } })));
    expect([gift.id, gift.writerId]).toEqual(["g5", null]);
    const broken = new RoomFrame(Buffer.from("{"));
    expect([broken.id, broken.writerId]).toEqual([null, null]);
  });
});
