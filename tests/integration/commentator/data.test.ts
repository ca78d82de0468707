import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveData } from "../../../contract/backend-calls/commentator";
import { BUS_CHANNELS } from "../../../server/bus";
import { chatMessages } from "../../../server/chat/tables";
import { encodeViewerReport } from "../../../server/chat/viewer-tally";
import { followAnchor } from "../../../server/db/repositories/follows";
import { giftSends, gifts } from "../../../server/gifts/tables";
import { createLogger } from "../../../server/logger";
import { insertRoom, type RoomRow } from "../../../server/rooms/repository";
import { roomBroadcasts, roomViewerSamples } from "../../../server/rooms/tables";
import { SAMPLE_EVERY_MS, startViewerSampler } from "../../../server/rooms/viewer-sampler";
import { matches, teams } from "../../../server/sports/tables";
import { startTestBackend, TestClock, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

// liveData (docs/commentator-centre.md, "Data") over real rows: a commentator's broadcasts with
// their viewer samples, chat, gifts and followers, read through the binary protocol; and the
// viewer sampler that writes the samples.

// 12:00 in Bangkok on 10 March: the default period is 4–10 March.
const NOW = "2026-03-10T05:00:00Z";
const at = (iso: string) => new Date(iso);

describe.each(databaseKinds())("liveData (%s)", (kind) => {
  let backend: TestBackend;
  const clock = new TestClock(NOW);
  let khang: LoggedInUser;
  let ha: LoggedInUser;
  let admin: LoggedInUser;
  let fan: LoggedInUser;
  let fans: LoggedInUser[];
  let khangRoom: RoomRow;
  let haRoom: RoomRow;
  let matchId: number;
  let matchTitle: string;
  /** Ended on 9 March, covering a match. */
  let earlier: number;
  /** On air since 11:00 on the 10th. */
  let onAir: number;
  /** In February, outside the default period. */
  let old: number;
  let otherRoomBroadcast: number;

  beforeAll(async () => {
    backend = await startTestBackend(kind, createLogger("silent"), "shipped", { clock: clock.now });
    const db = backend.db;
    khang = await createLoggedInUser(db, { userType: 2, nickname: "BLV Minh Khang" });
    ha = await createLoggedInUser(db, { userType: 2, nickname: "BLV Thu Hà" });
    admin = await createLoggedInUser(db, { userType: 3, nickname: "Quản trị" });
    fan = await createLoggedInUser(db);
    fans = [await createLoggedInUser(db, { nickname: "Fan Hải Phòng" }), await createLoggedInUser(db, { nickname: "Fan Nghệ An" })];
    khangRoom = await insertRoom(db, { slug: "blv-minh-khang", anchorId: khang.user.id, name: "Bóng đá không ngủ" });
    haRoom = await insertRoom(db, { slug: "blv-thu-ha", anchorId: ha.user.id, name: "Góc nhìn sân cỏ" });

    const [match] = await db
      .select({ id: matches.id, home: matches.homeTeamId, away: matches.awayTeamId })
      .from(matches)
      .orderBy(asc(matches.id))
      .limit(1);
    if (!match) throw new Error("no shipped match");
    matchId = match.id;
    const teamName = async (id: number) => {
      const [team] = await db.select({ name: teams.name, nameVi: teams.nameVi }).from(teams).where(eq(teams.id, id));
      return team?.nameVi ?? team?.name ?? "";
    };
    matchTitle = `${await teamName(match.home)} – ${await teamName(match.away)}`;

    const broadcast = async (
      roomId: number,
      startedAt: string,
      endedAt: string | null,
      extra: { matchId?: number; peak?: number } = {},
    ) => {
      const [row] = await db
        .insert(roomBroadcasts)
        .values({
          roomId,
          startedAt: at(startedAt),
          endedAt: endedAt ? at(endedAt) : null,
          matchId: extra.matchId ?? null,
          peakViewers: extra.peak ?? 0,
          source: "ingest",
        })
        .returning();
      if (!row) throw new Error("broadcast not stored");
      return row.id;
    };
    earlier = await broadcast(khangRoom.id, "2026-03-09T12:00:00Z", "2026-03-09T13:00:00Z", { matchId, peak: 7 });
    onAir = await broadcast(khangRoom.id, "2026-03-10T04:00:00Z", null);
    old = await broadcast(khangRoom.id, "2026-02-01T12:00:00Z", "2026-02-01T12:30:00Z");
    otherRoomBroadcast = await broadcast(haRoom.id, "2026-03-10T01:00:00Z", "2026-03-10T02:00:00Z");
    const samples = (broadcastId: number, first: string, viewers: number[]) =>
      db
        .insert(roomViewerSamples)
        .values(
          viewers.map((count, index) => ({ broadcastId, at: new Date(Date.parse(first) + index * SAMPLE_EVERY_MS), viewers: count })),
        );
    await samples(earlier, "2026-03-09T12:00:00Z", [4, 6, 2]);
    await samples(onAir, "2026-03-10T04:00:00Z", [10, 20]);
    await samples(old, "2026-02-01T12:00:00Z", [1, 3]);
    await samples(otherRoomBroadcast, "2026-03-10T01:00:00Z", [500]);

    let key = 0;
    const chat = (roomId: number, createdAt: string, deleted = false) =>
      db.insert(chatMessages).values({
        roomId,
        userId: fan.user.id,
        text: "Hay quá",
        clientKey: `k${(key += 1)}`,
        createdAt: at(createdAt),
        deletedAt: deleted ? at(createdAt) : null,
      });
    await chat(khangRoom.id, "2026-03-09T12:10:00Z");
    await chat(khangRoom.id, "2026-03-09T12:20:00Z");
    await chat(khangRoom.id, "2026-03-09T12:25:00Z", true);
    await chat(khangRoom.id, "2026-03-09T15:00:00Z");
    // 00:30 on the 10th in Bangkok.
    await chat(khangRoom.id, "2026-03-09T17:30:00Z");
    await chat(khangRoom.id, "2026-03-10T04:30:00Z");
    await chat(haRoom.id, "2026-03-10T01:30:00Z");

    const [gift] = await db.select({ code: gifts.code }).from(gifts).limit(1);
    if (!gift) throw new Error("no seeded gift");
    const send = (sender: LoggedInUser, roomId: number, anchorId: number, points: number, count: number, createdAt: string) =>
      db.insert(giftSends).values({
        roomId,
        senderId: sender.user.id,
        anchorId,
        giftCode: gift.code,
        count,
        points,
        requestKey: `g${(key += 1)}`,
        createdAt: at(createdAt),
      });
    const [first, second] = fans as [LoggedInUser, LoggedInUser];
    await send(first, khangRoom.id, khang.user.id, 100, 1, "2026-03-09T12:30:00Z");
    await send(second, khangRoom.id, khang.user.id, 30, 3, "2026-03-10T04:10:00Z");
    await send(second, khangRoom.id, khang.user.id, 90, 1, "2026-03-07T02:00:00Z");
    await send(first, khangRoom.id, khang.user.id, 5, 1, "2026-03-01T02:00:00Z");
    await send(first, haRoom.id, ha.user.id, 1000, 1, "2026-03-10T01:10:00Z");

    // 01:00 on the 10th in Bangkok, 5 March, and long ago.
    await followAnchor(db, first.user.id, khang.user.id, at("2026-03-09T18:00:00Z"));
    await followAnchor(db, second.user.id, khang.user.id, at("2026-03-05T00:00:00Z"));
    await followAnchor(db, fan.user.id, khang.user.id, at("2026-01-15T00:00:00Z"));
    await followAnchor(db, fan.user.id, ha.user.id, at("2026-03-10T00:00:00Z"));
  }, 180_000);
  afterAll(() => backend?.close());

  const liveData = (param: unknown, who: LoggedInUser = khang) => backend.call("/anchor/liveData", param, who.sessionId);
  async function read(param: unknown, who: LoggedInUser = khang): Promise<LiveData> {
    const answer = await liveData(param, who);
    expect(answer.errCode, answer.errMsg).toBe(200);
    return answer.data as LiveData;
  }

  it("gives a commentator their room's numbers over the last 7 days", async () => {
    const data = await read({});
    expect([data.from, data.to]).toEqual(["2026-03-04", "2026-03-10"]);
    expect(data.broadcasts).toEqual([
      {
        id: onAir,
        startedAt: "2026-03-10T04:00:00.000Z",
        endedAt: null,
        matchId: null,
        matchTitle: null,
        peakViewers: 20,
        averageViewers: 15,
        // 30 viewer-samples of 15 s: 7.5 viewer-minutes.
        watchMinutes: 8,
        chatMessages: 1,
        giftPoints: 30,
      },
      {
        id: earlier,
        startedAt: "2026-03-09T12:00:00.000Z",
        endedAt: "2026-03-09T13:00:00.000Z",
        matchId,
        matchTitle,
        // The stored peak (a count between samples) beats the samples' 6.
        peakViewers: 7,
        averageViewers: 4,
        watchMinutes: 3,
        // The deleted message is not counted, nor the one after the broadcast.
        chatMessages: 2,
        giftPoints: 100,
      },
    ]);
    expect(data.summary).toEqual({
      broadcasts: 2,
      // An hour ended, and an hour on air up to now.
      liveMinutes: 120,
      peakViewers: 20,
      averageViewers: 8.4,
      watchMinutes: 11,
      newFollowers: 2,
      totalFans: 3,
      chatMessages: 5,
      giftPoints: 220,
      giftCount: 5,
    });
    expect(data.days.map((day) => day.day)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    const byDay = new Map(data.days.map(({ day, ...counts }) => [day, counts]));
    expect(byDay.get("2026-03-05")).toEqual({ newFollowers: 1, chatMessages: 0, giftPoints: 0 });
    expect(byDay.get("2026-03-07")).toEqual({ newFollowers: 0, chatMessages: 0, giftPoints: 90 });
    expect(byDay.get("2026-03-09")).toEqual({ newFollowers: 0, chatMessages: 3, giftPoints: 100 });
    // Bangkok's 10th began at 17:00 UTC on the 9th.
    expect(byDay.get("2026-03-10")).toEqual({ newFollowers: 1, chatMessages: 2, giftPoints: 30 });
    expect(data.topSupporters).toEqual([
      { user: { id: fans[1]?.user.id, nickName: "Fan Nghệ An" }, points: 120, gifts: 4 },
      { user: { id: fans[0]?.user.id, nickName: "Fan Hải Phòng" }, points: 100, gifts: 1 },
    ]);
    expect(data.broadcastId).toBeNull();
    expect(data.viewers.map((sample) => sample.viewers)).toEqual([4, 6, 2, 10, 20]);
    expect(data.viewers[0]?.at).toBe(Date.parse("2026-03-09T12:00:00Z"));
  });

  it("gives one broadcast's viewers, even one outside the period, and never another room's", async () => {
    const one = await read({ broadcastId: old });
    expect(one.broadcastId).toBe(old);
    expect(one.viewers).toEqual([
      { at: Date.parse("2026-02-01T12:00:00Z"), viewers: 1 },
      { at: Date.parse("2026-02-01T12:00:15Z"), viewers: 3 },
    ]);
    const notOurs = await read({ broadcastId: otherRoomBroadcast });
    expect(notOurs.broadcastId).toBeNull();
    expect(notOurs.viewers.map((sample) => sample.viewers)).toEqual([4, 6, 2, 10, 20]);
  });

  it("reads a chosen period", async () => {
    const day = await read({ from: "2026-03-09", to: "2026-03-09" });
    expect(day.broadcasts.map((each) => each.id)).toEqual([earlier]);
    expect(day.summary).toMatchObject({ broadcasts: 1, liveMinutes: 60, chatMessages: 3, giftPoints: 100, newFollowers: 0, totalFans: 3 });
    const february = await read({ from: "2026-02-01", to: "2026-02-28" });
    expect(february.broadcasts.map((each) => each.id)).toEqual([old]);
    expect(february.days).toHaveLength(28);
    const empty = await read({ from: "2026-01-01", to: "2026-01-07" });
    expect(empty.broadcasts).toEqual([]);
    expect(empty.viewers).toEqual([]);
    expect(empty.summary).toMatchObject({ broadcasts: 0, peakViewers: 0, averageViewers: 0, watchMinutes: 0 });
  });

  it("refuses a period that is reversed, too long, impossible or malformed", async () => {
    for (const param of [
      { from: "2026-03-10", to: "2026-03-09" },
      { from: "2025-12-01", to: "2026-03-10" },
      { from: "2026-02-30", to: "2026-03-01" },
      { from: "10/03/2026" },
      { to: 20260310 },
    ]) {
      const answer = await liveData(param);
      expect([answer.errCode, answer.errMsg], JSON.stringify(param)).toEqual([400, "dataPeriodInvalid"]);
    }
  });

  it("lets an admin read a room they name, and only a room that exists", async () => {
    const data = await read({ room: khangRoom.slug }, admin);
    expect(data.summary).toMatchObject({ broadcasts: 2, totalFans: 3, giftPoints: 220 });
    expect((await read({ room: haRoom.slug }, admin)).summary).toMatchObject({ broadcasts: 1, peakViewers: 500, giftPoints: 1000 });
    for (const param of [{}, { room: "khong-co-phong-nay" }]) {
      const answer = await liveData(param, admin);
      expect([answer.errCode, answer.errMsg]).toEqual([400, "roomNotFound"]);
    }
  });

  it("keeps a commentator to their own room and refuses everyone else", async () => {
    expect((await read({ room: khangRoom.slug })).summary.broadcasts).toBe(2);
    const other = await liveData({ room: khangRoom.slug }, ha);
    expect([other.errCode, other.errMsg]).toEqual([400, "accessDenied"]);
    const user = await liveData({}, fan);
    expect([user.errCode, user.errMsg]).toEqual([400, "accessDenied"]);
    const guest = await backend.call("/anchor/liveData", {});
    expect(guest.errCode).toBe(100);
  });

  it("makes a commentator without a room one, with nothing in it yet", async () => {
    const newcomer = await createLoggedInUser(backend.db, { userType: 2, nickname: "BLV Mới Vào" });
    const data = await read({}, newcomer);
    expect(data.broadcasts).toEqual([]);
    expect(data.summary.totalFans).toBe(0);
  });

  it("merges a long broadcast's viewers into wider steps, keeping each step's most viewers", async () => {
    const db = backend.db;
    const marathon = await createLoggedInUser(db, { userType: 2, nickname: "BLV Xuyên Đêm" });
    const room = await insertRoom(db, { slug: "blv-xuyen-dem", anchorId: marathon.user.id, name: "Xuyên đêm" });
    const start = Date.parse("2026-03-10T00:00:00Z");
    const [row] = await db
      .insert(roomBroadcasts)
      .values({ roomId: room.id, startedAt: new Date(start), endedAt: new Date(start + 1300 * SAMPLE_EVERY_MS), source: "manual" })
      .returning();
    if (!row) throw new Error("broadcast not stored");
    // 1,300 samples (5 h 25 min); the 700th has a spike.
    await db.insert(roomViewerSamples).values(
      Array.from({ length: 1300 }, (_, index) => ({
        broadcastId: row.id,
        at: new Date(start + index * SAMPLE_EVERY_MS),
        viewers: index === 700 ? 999 : 10,
      })),
    );
    const data = await read({ broadcastId: row.id }, marathon);
    expect(data.viewers.length).toBeGreaterThan(400);
    expect(data.viewers.length).toBeLessThanOrEqual(600);
    expect(Math.max(...data.viewers.map((point) => point.viewers))).toBe(999);
    expect(data.broadcasts[0]).toMatchObject({ peakViewers: 999, watchMinutes: Math.round(((1299 * 10 + 999) * 15) / 60) });
  });

  describe("the viewer sampler", () => {
    it("writes one row per bucket from two nodes and raises the peak when the count changes", async () => {
      const db = backend.db;
      const bus = backend.services.bus;
      const quiet = await createLoggedInUser(db, { userType: 2, nickname: "BLV Đêm Khuya" });
      const room = await insertRoom(db, { slug: "blv-dem-khuya", anchorId: quiet.user.id, name: "Đêm khuya", isLive: true });
      const [broadcast] = await db
        .insert(roomBroadcasts)
        .values({ roomId: room.id, startedAt: at("2026-03-10T04:59:00Z"), source: "manual" })
        .returning();
      if (!broadcast) throw new Error("broadcast not stored");
      const report = (node: string, viewers: number) =>
        bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node, rooms: { [room.slug]: viewers } }));
      const database = { ready: true, get: () => ({ db }) };
      const logger = createLogger("silent");
      // Two nodes, their clocks 13 s apart within one bucket.
      const first = startViewerSampler({ database, bus, logger, everyMs: 0, clock: { now: () => Date.parse("2026-03-10T05:00:16Z") } });
      const second = startViewerSampler({ database, bus, logger, everyMs: 0, clock: { now: () => Date.parse("2026-03-10T05:00:29Z") } });
      const samplesOf = () =>
        db
          .select({ at: roomViewerSamples.at, viewers: roomViewerSamples.viewers })
          .from(roomViewerSamples)
          .where(eq(roomViewerSamples.broadcastId, broadcast.id));
      const peakOf = async () =>
        (await db.select({ peak: roomBroadcasts.peakViewers }).from(roomBroadcasts).where(eq(roomBroadcasts.id, broadcast.id)))[0]?.peak;
      try {
        report("node-a", 3);
        report("node-b", 2);
        await Promise.all([first.sync(), second.sync()]);
        expect(await samplesOf()).toEqual([{ at: at("2026-03-10T05:00:15Z"), viewers: 5 }]);
        await expect.poll(peakOf).toBe(5);

        // A crowd between samples: the peak remembers it, the samples do not.
        report("node-a", 40);
        await expect.poll(peakOf).toBe(42);
        report("node-a", 1);
        await Promise.all([first.sync(), second.sync()]);
        expect(await samplesOf()).toHaveLength(1);
        expect(await peakOf()).toBe(42);

        // Off air: nothing more is sampled.
        await db
          .update(roomBroadcasts)
          .set({ endedAt: at("2026-03-10T05:00:40Z") })
          .where(eq(roomBroadcasts.id, broadcast.id));
        const later = startViewerSampler({ database, bus, logger, everyMs: 0, clock: { now: () => Date.parse("2026-03-10T05:01:00Z") } });
        await later.sync();
        await later.stop();
        expect(await samplesOf()).toHaveLength(1);
      } finally {
        await first.stop();
        await second.stop();
      }
    });

    it("samples by itself on its timer, and stops", async () => {
      const db = backend.db;
      const owner = await createLoggedInUser(db, { userType: 2, nickname: "BLV Hẹn Giờ" });
      const room = await insertRoom(db, { slug: "blv-hen-gio", anchorId: owner.user.id, name: "Hẹn giờ", isLive: true });
      const [broadcast] = await db.insert(roomBroadcasts).values({ roomId: room.id, startedAt: new Date(), source: "manual" }).returning();
      if (!broadcast) throw new Error("broadcast not stored");
      // Every reading of this clock is a bucket later: each round the timer starts writes a new row.
      let time = Date.now();
      const clock = { now: () => (time += SAMPLE_EVERY_MS) };
      const sampler = startViewerSampler({
        database: { ready: true, get: () => ({ db }) },
        bus: backend.services.bus,
        logger: createLogger("silent"),
        everyMs: 100,
        clock,
      });
      const samples = () => db.select().from(roomViewerSamples).where(eq(roomViewerSamples.broadcastId, broadcast.id));
      try {
        await expect.poll(async () => (await samples()).length, { timeout: 8_000 }).toBeGreaterThan(1);
      } finally {
        await sampler.stop();
      }
      const stoppedAt = (await samples()).length;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await samples()).length).toBe(stoppedAt);
    });
  });
});
