import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerFrame } from "../../../contract/chat/messages";
import { ensureDemoAccounts } from "../../../server/accounts/demo-accounts";
import { DatabaseConnection } from "../../../server/backend/database-connection";
import { BUS_CHANNELS } from "../../../server/bus";
import { InProcessBus } from "../../../server/bus/in-process-bus";
import { startLiveFeed, type RunningLiveFeed } from "../../../server/live/feed/start";
import { createLogger } from "../../../server/logger";
import { ensureDemoRooms } from "../../../server/rooms/demo-rooms";
import { startRoomDirector, type RunningRoomDirector } from "../../../server/rooms/director";
import { plannedLengthOf } from "../../../server/rooms/planner";
import { findRoomBySlug, insertRoom, type RoomRow } from "../../../server/rooms/repository";
import { addToSchedules } from "../../../server/rooms/schedules";
import { roomBroadcasts, roomSchedules } from "../../../server/rooms/tables";
import { matches } from "../../../server/sports/tables";
import { createLoggedInUser } from "../profile/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../helpers/test-database";

// The demo director on the shipped data, following the replay feed driven by a clock the test moves.
const logger = createLogger("silent");
const DAY = "2026-11-24";
const MINUTE = 60_000;

describe.each(databaseKinds())("the demo rooms' director (%s)", (kind) => {
  let test: TestDatabase;
  let bus: InProcessBus;
  let live: RunningLiveFeed;
  let director: RunningRoomDirector;
  let now = Date.parse(`${DAY}T12:01:00+07:00`);
  const clock = { now: () => now };
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsport-director-"));
  const notices: { room: string; frame: ServerFrame }[] = [];
  const db = () => test.database.db;
  const room = async (slug: string): Promise<RoomRow> => {
    const row = await findRoomBySlug(db(), slug);
    if (!row) throw new Error(`no room ${slug}`);
    return row;
  };
  const statusOf = async (matchId: number) =>
    (await db().select({ status: matches.status }).from(matches).where(eq(matches.id, matchId)))[0]?.status;
  const scheduleOf = async (roomId: number) =>
    db()
      .select({ id: matches.id, sport: matches.sport, kickoffAt: matches.kickoffAt, status: matches.status, key: matches.key })
      .from(roomSchedules)
      .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
      .where(eq(roomSchedules.roomId, roomId))
      .orderBy(matches.kickoffAt);

  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "shipped" });
    bus = new InProcessBus(`room-director-${kind}-${process.pid}`, logger);
    await ensureDemoAccounts(db(), dataDir, logger);
    await ensureDemoRooms(db(), logger);
    for (const slug of ["blv-minh-khang", "blv-thu-ha", "blv-quoc-bao", "obs-room"])
      bus.subscribe(BUS_CHANNELS.chatRoom(slug), (bytes) =>
        notices.push({ room: slug, frame: JSON.parse(new TextDecoder().decode(bytes)) as ServerFrame }),
      );
    const database = new DatabaseConnection(async () => test.database, logger);
    await database.start();
    live = startLiveFeed({ database, bus, logger, clock, autoTick: false });
    director = startRoomDirector({ database, bus, logger, changes: live.changes, clock, everyMs: 0 });
  }, 180_000);
  afterAll(async () => {
    await director?.stop();
    await live?.stop();
    await bus?.close();
    await test?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("plans each demo room's replays of its sport without overlaps, two football rooms sharing theirs", async () => {
    await live.tick();
    await director.idle();
    const football = await scheduleOf((await room("blv-minh-khang")).id);
    const basketball = await scheduleOf((await room("blv-quoc-bao")).id);
    // From now to a week ahead: about ten football matches a day, every basketball game.
    expect(football.length).toBeGreaterThan(60);
    expect(basketball.length).toBeGreaterThan(70);
    expect(football.every((match) => match.sport === "football" && match.key.startsWith("replay:"))).toBe(true);
    expect(basketball.every((match) => match.sport === "basketball")).toBe(true);
    for (let index = 1; index < football.length; index++)
      expect((football[index]?.kickoffAt?.getTime() ?? 0) - (football[index - 1]?.kickoffAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(
        plannedLengthOf("football"),
      );
    expect((await scheduleOf((await room("blv-thu-ha")).id)).map((match) => match.id)).toEqual(football.map((match) => match.id));

    // Planning again adds nothing.
    await director.sync();
    expect((await scheduleOf((await room("blv-minh-khang")).id)).length).toBe(football.length);
  });

  it("puts each room live on its scheduled match that the feed plays now, and tells its chat", async () => {
    for (const slug of ["blv-minh-khang", "blv-thu-ha", "blv-quoc-bao"]) {
      const row = await room(slug);
      expect(row.isLive, slug).toBe(true);
      expect(row.liveSince?.getTime()).toBe(now);
      expect(await statusOf(row.matchId ?? 0)).toBe("Live");
      expect((await scheduleOf(row.id)).some((match) => match.id === row.matchId)).toBe(true);
      expect(notices.filter((notice) => notice.room === slug).map((notice) => notice.frame)).toEqual([
        { type: "notice", key: "roomWentLive", id: expect.any(String), ts: now },
      ]);
    }
    expect((await room("blv-thu-ha")).matchId).toBe((await room("blv-minh-khang")).matchId);
    // Nothing changed: running again changes nothing and says nothing.
    await director.sync();
    expect(notices).toHaveLength(3);
  });

  it("leaves a room that is no demo room alone", async () => {
    const commentator = await createLoggedInUser(db(), { userType: 2, nickname: "BLV OBS" });
    const obs = await insertRoom(db(), { slug: "obs-room", anchorId: commentator.user.id, name: "Phòng OBS" });
    await addToSchedules(db(), [{ roomId: obs.id, matchId: (await room("blv-minh-khang")).matchId ?? 0 }]);
    await director.sync();
    expect(await room("obs-room")).toMatchObject({ isLive: false, matchId: null });
  });

  it("follows the match to its end, then goes offline between matches and live again on the next one", async () => {
    const first = await room("blv-minh-khang");
    const firstMatch = first.matchId ?? 0;
    const seen: { at: number; matchId: number | null; isLive: boolean }[] = [];
    let sawEnd = false;
    // Minute by minute for up to four hours: until the room is live on another match after the first ended.
    for (let minute = 0; minute < 240; minute++) {
      now += MINUTE;
      await live.tick();
      await director.idle();
      const row = await room("blv-minh-khang");
      const last = seen.at(-1);
      if (!last || last.matchId !== row.matchId || last.isLive !== row.isLive)
        seen.push({ at: now, matchId: row.matchId, isLive: row.isLive });
      // The room is live exactly while one of its scheduled matches is.
      const playing = await db()
        .select({ id: matches.id })
        .from(roomSchedules)
        .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
        .where(and(eq(roomSchedules.roomId, row.id), eq(matches.status, "Live")));
      expect(row.isLive).toBe(playing.length > 0);
      if (row.isLive) expect(playing.map((match) => match.id)).toContain(row.matchId);
      else expect(row.matchId).toBeNull();
      if ((await statusOf(firstMatch)) === "Ended") {
        sawEnd = true;
        expect(row.matchId).not.toBe(firstMatch);
      }
      if (sawEnd && row.isLive) break;
    }
    expect(sawEnd).toBe(true);
    const final = await room("blv-minh-khang");
    expect(final.isLive).toBe(true);
    expect(final.matchId).not.toBe(firstMatch);
    expect(final.liveSince?.getTime()).toBe(seen.at(-1)?.at);
    const schedule = await scheduleOf(final.id);
    expect(schedule.findIndex((match) => match.id === final.matchId)).toBe(schedule.findIndex((match) => match.id === firstMatch) + 1);
    // Went live twice and offline between: one notice each time, and one broadcast each time it was live.
    const told = notices
      .filter((notice) => notice.room === "blv-minh-khang")
      .map(({ frame }) => (frame.type === "notice" ? frame.key : null));
    expect(told).toEqual(["roomWentLive", "roomWentOffline", "roomWentLive"]);
    const broadcasts = await db().select().from(roomBroadcasts).where(eq(roomBroadcasts.roomId, final.id)).orderBy(roomBroadcasts.id);
    expect(broadcasts.map((broadcast) => [broadcast.matchId, broadcast.source, broadcast.endedAt === null])).toEqual([
      [firstMatch, "demo", false],
      [final.matchId, "demo", true],
    ]);
    expect(seen[0]?.matchId).toBe(firstMatch);
    expect(await statusOf(firstMatch)).toBe("Ended");
  }, 240_000);
});
