import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ParamOf } from "../../../contract/backend-calls";
import { EXPERIENCE } from "../../../contract/domain/levels";
import { CHAT_MESSAGES_PER_USER, chatRateLimitKeys } from "../../../server/chat/rate-limits";
import { chatMutes, moderationLog } from "../../../server/chat/tables";
import { users } from "../../../server/db/schema";
import { type UserRow } from "../../../server/db/repositories/users";
import { type RoomRow } from "../../../server/rooms/repository";
import { startTestBackend, TestClock, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { chatter, newKey, roomOf } from "./chat-helpers";

// The chat's backend calls (docs/chat.md): who moderates which room and whom, the moderation log
// admins read, mutes as a viewer asks about them, and what writing earns.

type Person = { user: UserRow; sessionId: string };

describe.each(databaseKinds())("the chat's backend calls (%s)", (kind) => {
  let backend: TestBackend;
  const clock = new TestClock("2026-03-02T02:00:00Z");
  let admin: Person;
  let otherAdmin: Person;
  let commentator: Person;
  let otherCommentator: Person;
  let fan: Person;
  let room: RoomRow;
  let otherRoom: RoomRow;

  const forbidden = (by: Person, param: ParamOf<"forbidden">) => backend.call("/live/forbidden", param, by.sessionId);
  const refusalOf = async (by: Person, param: ParamOf<"forbidden">) => {
    const answer = await forbidden(by, param);
    return [answer.errCode, answer.errMsg];
  };
  const send = (by: Person, text: string, key = newKey(), slug = room.slug) =>
    backend.call("/chat/send", { room: slug, key, text }, by.sessionId);
  const logRows = async () => (await backend.db.select().from(moderationLog)).length;

  beforeAll(async () => {
    backend = await startTestBackend(kind, undefined, undefined, { clock: clock.now });
    [admin, otherAdmin, commentator, otherCommentator, fan] = await Promise.all([
      chatter(backend.db, 3, clock.now()),
      chatter(backend.db, 3, clock.now()),
      chatter(backend.db, 2, clock.now()),
      chatter(backend.db, 2, clock.now()),
      chatter(backend.db, 1, clock.now()),
    ]);
    room = await roomOf(backend.db, commentator.user.id);
    otherRoom = await roomOf(backend.db, otherCommentator.user.id);
  });
  afterAll(() => backend.close());

  it("says who may write and moderate on join: admins everywhere, a commentator in their own room", async () => {
    const join = async (by: Person | null, slug: string) => (await backend.call("/chat/join", { room: slug }, by?.sessionId)).data;
    expect(await join(null, room.slug)).toMatchObject({
      user: null,
      canWrite: false,
      canModerate: false,
      room: { slug: room.slug, anchorId: commentator.user.id },
    });
    expect(await join(fan, room.slug)).toMatchObject({ user: { id: fan.user.id, role: "user" }, canWrite: true, canModerate: false });
    expect(await join(commentator, room.slug)).toMatchObject({ canModerate: true, user: { role: "commentator" } });
    expect(await join(commentator, otherRoom.slug)).toMatchObject({ canModerate: false });
    expect(await join(admin, otherRoom.slug)).toMatchObject({ canModerate: true, user: { role: "admin" } });
    expect(await backend.call("/chat/join", { room: "khong-co" })).toMatchObject({ errCode: 400, errMsg: "roomNotFound" });
  });

  it("refuses a commentator in another's room, a mute of an admin or of a commentator, and fans altogether, logging nothing", async () => {
    const before = await logRows();
    expect(await refusalOf(otherCommentator, { action: "mute", room: room.slug, userId: fan.user.id, duration: "2h" })).toEqual([
      400,
      "notRoomModerator",
    ]);
    expect(await refusalOf(otherCommentator, { action: "unmute", room: room.slug, userId: fan.user.id })).toEqual([
      400,
      "notRoomModerator",
    ]);
    expect(await refusalOf(commentator, { action: "mute", room: room.slug, userId: admin.user.id, duration: "1d" })).toEqual([
      400,
      "cannotModerateStaff",
    ]);
    expect(await refusalOf(commentator, { action: "mute", room: room.slug, userId: otherCommentator.user.id, duration: "1d" })).toEqual([
      400,
      "cannotModerateStaff",
    ]);
    expect(await refusalOf(otherAdmin, { action: "mute", room: room.slug, userId: admin.user.id, duration: "30d" })).toEqual([
      400,
      "cannotModerateStaff",
    ]);
    // Nor the room's own commentator, even by an admin.
    expect(await refusalOf(admin, { action: "mute", room: room.slug, userId: commentator.user.id, duration: "3d" })).toEqual([
      400,
      "cannotModerateStaff",
    ]);
    expect(await refusalOf(fan, { action: "mute", room: room.slug, userId: commentator.user.id, duration: "2h" })).toEqual([
      400,
      "accessDenied",
    ]);
    expect(await refusalOf(admin, { action: "mute", room: "khong-co", userId: fan.user.id, duration: "2h" })).toEqual([
      400,
      "roomNotFound",
    ]);
    expect(await refusalOf(admin, { action: "mute", room: room.slug, userId: 999_999, duration: "2h" })).toEqual([400, "muteUserFailed"]);

    const adminsWords = await send(admin, "Quản trị viên nói");
    const id = (adminsWords.data as { message: { id: string } }).message.id;
    expect(await refusalOf(commentator, { action: "delete", room: room.slug, messageId: id })).toEqual([400, "cannotModerateStaff"]);
    expect(await refusalOf(otherCommentator, { action: "delete", room: otherRoom.slug, messageId: id })).toEqual([
      400,
      "chatMessageNotFound",
    ]);
    expect(await backend.db.select().from(chatMutes)).toEqual([]);
    expect(await logRows()).toBe(before);
  });

  it("logs every mute, unmute and delete, which admins read newest first, by room", async () => {
    await backend.db.delete(moderationLog);
    const words = await send(fan, "Tin nhắn thô lỗ");
    const messageId = (words.data as { message: { id: string } }).message.id;
    expect(
      (await forbidden(commentator, { action: "mute", room: room.slug, userId: fan.user.id, duration: "1d", reason: "Lăng mạ" })).errCode,
    ).toBe(200);
    clock.advance(1000);
    expect((await forbidden(commentator, { action: "delete", room: room.slug, messageId })).errCode).toBe(200);
    clock.advance(1000);
    expect((await forbidden(admin, { action: "unmute", room: room.slug, userId: fan.user.id })).errCode).toBe(200);
    clock.advance(1000);
    expect((await forbidden(admin, { action: "mute", room: otherRoom.slug, userId: fan.user.id, duration: "forever" })).errCode).toBe(200);

    const log = await backend.call("/admin/moderationLog", {}, admin.sessionId);
    expect(log.errCode, log.errMsg).toBe(200);
    const actor = (person: Person) => ({ id: person.user.id, nickName: person.user.nickname });
    const mutedUntil = new Date(clock.now().getTime() - 3000 + 86_400_000).toISOString();
    expect(log.data).toEqual({
      page: 1,
      size: 20,
      total: 4,
      items: [
        {
          id: expect.any(Number),
          room: otherRoom.slug,
          actor: actor(admin),
          target: actor(fan),
          action: "mute",
          duration: "forever",
          until: null,
          messageId: null,
          reason: null,
          at: clock.now().toISOString(),
        },
        expect.objectContaining({ room: room.slug, actor: actor(admin), target: actor(fan), action: "unmute", duration: null }),
        expect.objectContaining({
          room: room.slug,
          actor: actor(commentator),
          target: actor(fan),
          action: "delete",
          messageId: Number(messageId),
        }),
        expect.objectContaining({
          room: room.slug,
          actor: actor(commentator),
          action: "mute",
          duration: "1d",
          until: mutedUntil,
          reason: "Lăng mạ",
        }),
      ],
    });
    expect((await backend.call("/admin/moderationLog", { room: otherRoom.slug }, admin.sessionId)).data).toMatchObject({ total: 1 });
    expect((await backend.call("/admin/moderationLog", { page: 2 }, admin.sessionId)).data).toMatchObject({ total: 4, items: [] });
    for (const someone of [commentator, fan])
      expect((await backend.call("/admin/moderationLog", {}, someone.sessionId)).errMsg).toBe("accessDenied");
  });

  it("answers a viewer's own mute, and another's to the room's moderators only", async () => {
    const muted = await chatter(backend.db, 1, clock.now());
    await forbidden(commentator, { action: "mute", room: room.slug, userId: muted.user.id, duration: "3d", reason: "Quảng cáo" });
    const until = clock.now().getTime() + 3 * 86_400_000;
    const status = (by: Person, param: ParamOf<"forbiddenStatus">) => backend.call("/live/forbiddenStatus", param, by.sessionId);
    expect((await status(muted, { room: room.slug })).data).toEqual({ muted: true, until, reason: "Quảng cáo" });
    expect((await status(muted, { room: otherRoom.slug })).data).toEqual({ muted: false, until: null, reason: null });
    expect((await status(commentator, { room: room.slug, userId: muted.user.id })).data).toMatchObject({ muted: true, until });
    expect((await status(fan, { room: room.slug, userId: muted.user.id })).errMsg).toBe("notRoomModerator");
    expect((await status(otherCommentator, { room: room.slug, userId: muted.user.id })).errMsg).toBe("notRoomModerator");
    // The mute ends by itself at its time.
    clock.advance(3 * 86_400_000);
    expect((await status(muted, { room: room.slug })).data).toEqual({ muted: false, until: null, reason: null });
    expect((await send(muted, "Tôi được nói lại")).errCode).toBe(200);
  });

  it("stores a resend once, limits each writer to 5 messages in 10 s, and gives experience for 30 messages a day", async () => {
    const writer = await chatter(backend.db, 1, clock.now());
    const limitKey = chatRateLimitKeys.messagesOfUser(writer.user.id);
    const key = newKey();
    const first = await send(writer, "Một lần thôi", key);
    expect(await send(writer, "Một lần thôi", key)).toMatchObject({ errCode: 200, data: first.data });
    for (let index = 2; index <= CHAT_MESSAGES_PER_USER.max; index += 1) expect((await send(writer, `tin ${index}`)).errCode).toBe(200);
    const tooFast = await send(writer, "tin thừa");
    expect([tooFast.errCode, tooFast.errMsg]).toEqual([400, "chatTooFast"]);
    expect((tooFast.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    const experience = async () =>
      (await backend.db.select({ value: users.experience }).from(users).where(eq(users.id, writer.user.id)))[0]?.value;
    expect(await experience()).toBe(CHAT_MESSAGES_PER_USER.max * EXPERIENCE.chatMessage);
    for (let index = CHAT_MESSAGES_PER_USER.max + 1; index <= EXPERIENCE.chatDailyCap + 3; index += 1) {
      await backend.services.rateLimiter.reset(limitKey, CHAT_MESSAGES_PER_USER);
      expect((await send(writer, `tin ${index}`)).errCode).toBe(200);
    }
    expect(await experience()).toBe(EXPERIENCE.chatDailyCap * EXPERIENCE.chatMessage);
    // A new day in Bangkok (midnight there is 17:00 UTC).
    clock.set("2026-03-10T17:00:00Z");
    await backend.services.rateLimiter.reset(limitKey, CHAT_MESSAGES_PER_USER);
    expect((await send(writer, "Ngày mới")).data).toMatchObject({ message: { user: { level: 1 } } });
    expect(await experience()).toBe((EXPERIENCE.chatDailyCap + 1) * EXPERIENCE.chatMessage);
  });

  it("refuses guests and unknown rooms", async () => {
    expect((await backend.call("/chat/send", { room: room.slug, key: newKey(), text: "khách" })).errCode).toBe(100);
    expect((await send(fan, "Có ai không?", newKey(), "khong-co")).errMsg).toBe("roomNotFound");
  });
});
