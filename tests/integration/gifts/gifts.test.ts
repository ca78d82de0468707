import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ChatGift, type ServerFrame } from "../../../contract/chat/messages";
import { RESULT } from "../../../contract/result-codes";
import { BUS_CHANNELS } from "../../../server/bus";
import { listPointsHistory } from "../../../server/db/repositories/points";
import { giftSends } from "../../../server/gifts/tables";
import { sendGiftToRoom } from "../../../server/gifts/send-gift";
import { createLogger } from "../../../server/logger";
import { startTestBackend, TestClock, type CallResult, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { GUEST_UID } from "../accounts/account-helpers";
import { roomOf, scoreOf, userWithSession } from "./live-room-helpers";

// Gifts (docs/gifts-and-points.md): the points move in one transaction, never below zero, never
// twice for one key; the gift reaches the room's chat through the bus and its leaderboard.

// A Wednesday, 12:00 in Bangkok.
const WEDNESDAY_NOON = "2026-03-11T05:00:00.000Z";

interface Leader {
  user: { id: number };
  points: number;
  gifts: number;
}

describe.each(databaseKinds())("gifts (%s)", (kind) => {
  let backend: TestBackend;
  const clock = new TestClock(WEDNESDAY_NOON);
  let keys = 0;
  const freshKey = () => `gift-key-${(keys += 1)}-${kind}`;

  beforeAll(async () => {
    backend = await startTestBackend(kind, createLogger("silent"), "seeded", { clock: clock.now });
  });
  afterAll(() => backend.close());
  beforeEach(() => clock.set(WEDNESDAY_NOON));

  const send = (sessionId: string, param: Record<string, unknown>) => backend.call("/gift/sendGift", param, sessionId);
  const leaderboard = async (room: string, period: "today" | "week") => {
    const answer = await backend.call("/gift/leaderboard", { room, period }, GUEST_UID);
    expect(answer.errCode, answer.errMsg).toBe(RESULT.ok);
    return (answer.data as { items: Leader[] }).items.map((item) => [item.user.id, item.points, item.gifts]);
  };
  const giftOf = (answer: CallResult) => (answer.data as { gift: ChatGift; score: number }).gift;
  const sendsOf = async (senderId: number) =>
    (await backend.db.select({ n: count() }).from(giftSends).where(eq(giftSends.senderId, senderId)))[0]?.n;

  /** Records the frames published to a room's chat until stopped. */
  const listen = (slug: string) => {
    const frames: ServerFrame[] = [];
    const stop = backend.services.bus.subscribe(BUS_CHANNELS.chatRoom(slug), (bytes) =>
      frames.push(JSON.parse(new TextDecoder().decode(bytes)) as ServerFrame),
    );
    return { frames, stop };
  };

  async function scene(score: number) {
    const anchor = await userWithSession(backend.db, clock, { userType: 2 });
    const room = await roomOf(backend.db, anchor.user.id);
    const fan = await userWithSession(backend.db, clock, { score });
    return { anchor, room, fan };
  }

  it("lists the catalogue cheapest first, to guests too", async () => {
    const answer = await backend.call("/gift/list", {}, GUEST_UID);
    expect(answer.errCode, answer.errMsg).toBe(RESULT.ok);
    const { items } = answer.data as { items: { code: string; cost: number; icon: string; name: string }[] };
    expect(items.map((item) => [item.code, item.cost])).toEqual([
      ["hoa-hong", 50],
      ["qua-bong", 100],
      ["cup-vang", 200],
      ["phao-hoa", 500],
    ]);
    expect(items[0]).toMatchObject({ name: "Bông hồng", icon: "/img/gifts/hoa-hong.svg" });
  });

  it("takes the points, writes the ledger and the experience, publishes the gift and counts it on the leaderboard", async () => {
    const { room, fan } = await scene(1000);
    const chat = listen(room.slug);
    const answer = await send(fan.sessionId, { room: room.slug, gift: "qua-bong", count: 3, key: freshKey() });
    chat.stop();
    expect(answer.errCode, answer.errMsg).toBe(RESULT.ok);
    const gift = giftOf(answer);
    expect(answer.data).toMatchObject({ score: 700 });
    expect(gift).toMatchObject({
      id: expect.stringMatching(/^g\d+$/),
      ts: Date.parse(WEDNESDAY_NOON),
      count: 3,
      gift: { code: "qua-bong", name: "Quả bóng", icon: "/img/gifts/qua-bong.svg", cost: 100 },
      // 300 points spent: 30 experience, level 1 still.
      user: { id: fan.user.id, nickName: fan.user.nickname, level: 1, role: "user" },
    });
    expect(await scoreOf(backend.db, fan.user.id)).toEqual({ score: 700, experience: 30 });
    expect((await listPointsHistory(backend.db, fan.user.id, 5)).map((entry) => [entry.amount, entry.reason, entry.balanceAfter])).toEqual([
      [-300, "gift", 700],
    ]);
    expect(chat.frames).toEqual([{ type: "gift", id: gift.id, ts: gift.ts, gift }]);
    expect(await leaderboard(room.slug, "today")).toEqual([[fan.user.id, 300, 3]]);
    expect(await leaderboard(room.slug, "week")).toEqual([[fan.user.id, 300, 3]]);
  });

  it("may spend the whole balance, never more: refused with nothing changed", async () => {
    const { room, fan } = await scene(200);
    const chat = listen(room.slug);
    const tooMuch = await send(fan.sessionId, { room: room.slug, gift: "hoa-hong", count: 5, key: freshKey() });
    expect([tooMuch.errCode, tooMuch.errMsg]).toEqual([RESULT.refused, "notEnoughPoints"]);
    expect(await scoreOf(backend.db, fan.user.id)).toEqual({ score: 200, experience: 0 });
    expect(await listPointsHistory(backend.db, fan.user.id, 5)).toEqual([]);
    expect(await sendsOf(fan.user.id)).toBe(0);
    expect(chat.frames).toEqual([]);

    const all = await send(fan.sessionId, { room: room.slug, gift: "cup-vang", count: 1, key: freshKey() });
    expect(all.errCode, all.errMsg).toBe(RESULT.ok);
    expect(all.data).toMatchObject({ score: 0 });
    const more = await send(fan.sessionId, { room: room.slug, gift: "hoa-hong", count: 1, key: freshKey() });
    expect(more.errMsg).toBe("notEnoughPoints");
    chat.stop();
    expect(chat.frames).toHaveLength(1);
    expect(await scoreOf(backend.db, fan.user.id)).toMatchObject({ score: 0 });
  });

  it("refuses negative, zero, huge, fractional and non-numeric counts, unknown gifts and rooms", async () => {
    const { room, fan } = await scene(100_000);
    for (const badCount of [-1, 0, 100, 1e9, 2 ** 53, 1.5, "3", null, [2], { count: 2 }]) {
      const answer = await send(fan.sessionId, { room: room.slug, gift: "hoa-hong", count: badCount, key: freshKey() });
      expect([answer.errCode, answer.errMsg], String(badCount)).toEqual([RESULT.refused, "giftCountInvalid"]);
    }
    const missingCount = await send(fan.sessionId, { room: room.slug, gift: "hoa-hong", key: freshKey() });
    expect(missingCount.errMsg).toBe("giftCountInvalid");
    expect((await send(fan.sessionId, { room: room.slug, gift: "kim-cuong", count: 1, key: freshKey() })).errMsg).toBe("giftNotFound");
    expect((await send(fan.sessionId, { room: "khong-co-phong-nay", gift: "hoa-hong", count: 1, key: freshKey() })).errMsg).toBe(
      "roomNotFound",
    );
    expect((await send(fan.sessionId, { room: "<script>", gift: "hoa-hong", count: 1, key: freshKey() })).errMsg).toBe("roomNotFound");
    expect((await send(fan.sessionId, { room: room.slug, gift: "hoa-hong", count: 1, key: "short" })).errCode).toBe(RESULT.refused);
    expect(await scoreOf(backend.db, fan.user.id)).toEqual({ score: 100_000, experience: 0 });
    expect(await sendsOf(fan.user.id)).toBe(0);
  });

  it("charges a key once: a resend returns the first gift (even with other fields) and publishes nothing", async () => {
    const { room, fan } = await scene(1000);
    const key = freshKey();
    const chat = listen(room.slug);
    const first = await send(fan.sessionId, { room: room.slug, gift: "cup-vang", count: 2, key });
    const again = await send(fan.sessionId, { room: room.slug, gift: "cup-vang", count: 2, key });
    const altered = await send(fan.sessionId, { room: room.slug, gift: "phao-hoa", count: 1, key });
    chat.stop();
    expect(first.errCode, first.errMsg).toBe(RESULT.ok);
    expect(again.data).toEqual(first.data);
    expect(altered.data).toEqual(first.data);
    expect(await scoreOf(backend.db, fan.user.id)).toMatchObject({ score: 600 });
    expect(await listPointsHistory(backend.db, fan.user.id, 5)).toHaveLength(1);
    expect(await sendsOf(fan.user.id)).toBe(1);
    expect(chat.frames).toHaveLength(1);
  });

  it("charges a key once when the same gift arrives several times at once", async () => {
    const { room, fan } = await scene(1000);
    const key = freshKey();
    const chat = listen(room.slug);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(fan.sessionId, { room: room.slug, gift: "hoa-hong", count: 4, key })),
    );
    chat.stop();
    expect(answers.map((answer) => answer.errCode)).toEqual(Array(6).fill(RESULT.ok));
    expect(new Set(answers.map((answer) => giftOf(answer).id)).size).toBe(1);
    expect(await scoreOf(backend.db, fan.user.id)).toEqual({ score: 800, experience: 20 });
    expect(await listPointsHistory(backend.db, fan.user.id, 10)).toHaveLength(1);
    expect(await sendsOf(fan.user.id)).toBe(1);
    expect(chat.frames).toHaveLength(1);
  });

  it("never goes below zero when different gifts race for one balance", async () => {
    const { room, fan } = await scene(450);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(fan.sessionId, { room: room.slug, gift: "cup-vang", count: 1, key: freshKey() })),
    );
    expect(answers.filter((answer) => answer.errCode === RESULT.ok)).toHaveLength(2);
    expect(answers.filter((answer) => answer.errMsg === "notEnoughPoints")).toHaveLength(3);
    expect(await scoreOf(backend.db, fan.user.id)).toMatchObject({ score: 50 });
    const ledger = await listPointsHistory(backend.db, fan.user.id, 10);
    expect(ledger.map((entry) => entry.balanceAfter).sort((a, b) => a - b)).toEqual([50, 250]);
  });

  it("refuses a commentator's gift to their own room, and guests", async () => {
    const anchor = await userWithSession(backend.db, clock, { userType: 2, score: 1000 });
    const room = await roomOf(backend.db, anchor.user.id);
    const own = await send(anchor.sessionId, { room: room.slug, gift: "hoa-hong", count: 1, key: freshKey() });
    expect([own.errCode, own.errMsg]).toEqual([RESULT.refused, "giftToOwnRoom"]);
    expect(await scoreOf(backend.db, anchor.user.id)).toMatchObject({ score: 1000 });

    const guest = await send(GUEST_UID, { room: room.slug, gift: "hoa-hong", count: 1, key: freshKey() });
    expect(guest.errCode).toBe(RESULT.sessionExpired);
    expect(await sendsOf(anchor.user.id)).toBe(0);
  });

  it("ranks today's and this week's supporters by points in Bangkok time, top 10", async () => {
    const { room, fan: first } = await scene(10_000);
    const second = await userWithSession(backend.db, clock, { score: 10_000 });
    const gift = async (fan: { sessionId: string }, at: string, code: string, giftCount: number) => {
      clock.set(at);
      const answer = await send(fan.sessionId, { room: room.slug, gift: code, count: giftCount, key: freshKey() });
      expect(answer.errCode, answer.errMsg).toBe(RESULT.ok);
    };
    // Sunday 23:30 in Bangkok: last week.
    await gift(first, "2026-03-08T16:30:00.000Z", "phao-hoa", 1);
    // Monday 00:00 in Bangkok: this week's first moment.
    await gift(second, "2026-03-08T17:00:00.000Z", "qua-bong", 1);
    // Tuesday.
    await gift(first, "2026-03-10T04:00:00.000Z", "hoa-hong", 2);
    // Wednesday 00:00 and 23:59 in Bangkok.
    await gift(second, "2026-03-10T17:00:00.000Z", "cup-vang", 1);
    await gift(first, "2026-03-11T16:59:00.000Z", "hoa-hong", 1);

    clock.set(WEDNESDAY_NOON);
    expect(await leaderboard(room.slug, "today")).toEqual([
      [second.user.id, 200, 1],
      [first.user.id, 50, 1],
    ]);
    expect(await leaderboard(room.slug, "week")).toEqual([
      [second.user.id, 300, 2],
      [first.user.id, 150, 3],
    ]);
    // Thursday 00:00 in Bangkok: a new day, the same week.
    clock.set("2026-03-11T17:00:00.000Z");
    expect(await leaderboard(room.slug, "today")).toEqual([]);
    expect(await leaderboard(room.slug, "week")).toHaveLength(2);
    // Last week, seen from its Sunday evening.
    clock.set("2026-03-08T16:59:59.999Z");
    expect(await leaderboard(room.slug, "week")).toEqual([[first.user.id, 500, 1]]);
    // The next Monday.
    clock.set("2026-03-15T17:00:00.000Z");
    expect(await leaderboard(room.slug, "week")).toEqual([]);

    // Ties go to whoever got there first; only ten are shown.
    clock.set(WEDNESDAY_NOON);
    const others = [];
    for (let index = 0; index < 10; index += 1) others.push(await userWithSession(backend.db, clock, { score: 1000 }));
    for (const other of others) {
      const outcome = await sendGiftToRoom(
        backend.db,
        other.user,
        { room: room.slug, gift: "hoa-hong", count: 1, key: freshKey() },
        clock.now(),
      );
      expect(outcome.kind).toBe("sent");
    }
    const today = await leaderboard(room.slug, "today");
    expect(today).toHaveLength(10);
    expect(today.slice(0, 2)).toEqual([
      [second.user.id, 200, 1],
      [first.user.id, 50, 1],
    ]);
    expect(today.slice(2).map(([id]) => id)).toEqual(others.slice(0, 8).map((other) => other.user.id));
  });

  it("refuses the leaderboard of an unknown room", async () => {
    const answer = await backend.call("/gift/leaderboard", { room: "khong-co-phong-nay", period: "week" }, GUEST_UID);
    expect([answer.errCode, answer.errMsg]).toEqual([RESULT.refused, "roomNotFound"]);
  });
});
