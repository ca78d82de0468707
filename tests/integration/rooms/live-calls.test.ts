import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RoomCard, type RoomDetail } from "../../../contract/backend-calls/live-rooms";
import { type FollowedCommentator } from "../../../contract/backend-calls/profile";
import { BUS_CHANNELS } from "../../../server/bus";
import { encodeViewerReport } from "../../../server/chat/viewer-tally";
import { followAnchor } from "../../../server/db/repositories/follows";
import { createLogger } from "../../../server/logger";
import { insertRoom, setRoomCoverage, type RoomRow } from "../../../server/rooms/repository";
import { addToSchedules } from "../../../server/rooms/schedules";
import { matches } from "../../../server/sports/tables";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

type ListItem = RoomCard & { matchIds: number[] };
const HOUR = 3600_000;

describe.each(databaseKinds())("/live/detail, /live/list and the followed list's rooms (%s)", (kind) => {
  let backend: TestBackend;
  let fan: LoggedInUser;
  let khang: LoggedInUser;
  let ha: LoggedInUser;
  let quiet: LoggedInUser;
  let khangRoom: RoomRow;
  let haRoom: RoomRow;
  /** Twelve matches made upcoming (soonest first), and one live. */
  let upcoming: number[];
  let playing: number;

  beforeAll(async () => {
    backend = await startTestBackend(kind, createLogger("silent"), "shipped");
    const db = backend.db;
    fan = await createLoggedInUser(db);
    khang = await createLoggedInUser(db, { userType: 2, nickname: "BLV Minh Khang" });
    ha = await createLoggedInUser(db, { userType: 2, nickname: "BLV Thu Hà" });
    quiet = await createLoggedInUser(db, { userType: 2, nickname: "BLV Không Phòng" });
    const picked = await db.select({ id: matches.id }).from(matches).orderBy(asc(matches.id)).limit(13);
    const ids = picked.map((row) => row.id);
    playing = ids[0] ?? 0;
    upcoming = ids.slice(1);
    // Kick-offs in reverse id order, so that "soonest first" is not "smallest id first".
    for (const [index, id] of upcoming.entries())
      await db
        .update(matches)
        .set({ status: "Upcoming", kickoffAt: new Date(Date.now() + (upcoming.length - index) * HOUR) })
        .where(eq(matches.id, id));
    await db.update(matches).set({ status: "Live" }).where(eq(matches.id, playing));

    khangRoom = await insertRoom(db, {
      slug: "blv-minh-khang",
      anchorId: khang.user.id,
      name: "Bóng đá không ngủ",
      introduction: "Giới thiệu",
      notification: "Thông báo",
      streamUrl: "/streams/blv-1/master.m3u8",
      streamName: "blv-1",
      coverPath: "/streams/blv-1/poster.jpg",
      line1: "Dòng 1",
      line2: "Dòng 2",
    });
    haRoom = await insertRoom(db, { slug: "blv-thu-ha", anchorId: ha.user.id, name: "Góc nhìn sân cỏ" });
    await addToSchedules(
      db,
      [...upcoming, playing].map((matchId) => ({ roomId: khangRoom.id, matchId })),
    );
    await addToSchedules(db, [{ roomId: haRoom.id, matchId: upcoming[0] ?? 0 }]);
    await setRoomCoverage(db, haRoom.id, { matchId: playing, isLive: true }, new Date("2026-11-24T05:00:00Z"));
    await followAnchor(db, fan.user.id, khang.user.id);
    await followAnchor(db, fan.user.id, ha.user.id);
    await followAnchor(db, fan.user.id, quiet.user.id);
  }, 180_000);
  afterAll(() => backend?.close());

  const detail = async (slug: unknown, sessionId?: string) => backend.call("/live/detail", { slug }, sessionId);
  const list = async (param: unknown) => {
    const result = await backend.call("/live/list", param);
    expect(result.errCode, result.errMsg).toBe(200);
    return (result.data as { items: ListItem[] }).items;
  };

  it("gives a guest the room's page data", async () => {
    const result = await detail("blv-minh-khang");
    expect(result.errCode, result.errMsg).toBe(200);
    const room = (result.data as { room: RoomDetail }).room;
    expect(room).toEqual({
      slug: "blv-minh-khang",
      name: "Bóng đá không ngủ",
      category: "football",
      cover: "/streams/blv-1/poster.jpg",
      isLive: false,
      viewerCount: 0,
      matchId: null,
      anchor: { id: khang.user.id, nickName: "BLV Minh Khang", icon: "", followers: 1 },
      introduction: "Giới thiệu",
      notification: "Thông báo",
      streamUrl: "/streams/blv-1/master.m3u8",
      streamName: "blv-1",
      liveSince: null,
      line1: "Dòng 1",
      line2: "Dòng 2",
      // Upcoming only (not the live one), soonest first, at most ten.
      scheduledMatchIds: [...upcoming].reverse().slice(0, 10),
      following: false,
    });
  });

  it("tells a follower they follow, and counts the live room's viewers over the bus", async () => {
    expect(((await detail("blv-minh-khang", fan.sessionId)).data as { room: RoomDetail }).room.following).toBe(true);
    expect(((await detail("blv-thu-ha", khang.sessionId)).data as { room: RoomDetail }).room.following).toBe(false);
    backend.services.bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node: "web-1", rooms: { "blv-thu-ha": 1250 } }));
    backend.services.bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node: "web-2", rooms: { "blv-thu-ha": 50 } }));
    const room = ((await detail("blv-thu-ha")).data as { room: RoomDetail }).room;
    expect(room).toMatchObject({ isLive: true, matchId: playing, viewerCount: 1300, liveSince: "2026-11-24T05:00:00.000Z", cover: null });
  });

  it("refuses an unknown or malformed room", async () => {
    for (const slug of ["khong-co-phong", "Bad Slug", "", 12, "a".repeat(101)]) {
      const result = await detail(slug);
      expect([result.errCode, result.errMsg], String(slug)).toEqual([400, "roomNotFound"]);
    }
  });

  it("lists the rooms covering or scheduled for some matches, live first, with which of them each has", async () => {
    const items = await list({ matchIds: [playing, upcoming[0], upcoming[5]] });
    expect(items.map((item) => [item.slug, item.isLive, item.matchIds])).toEqual([
      ["blv-thu-ha", true, [playing, upcoming[0]].sort((a, b) => (a ?? 0) - (b ?? 0))],
      ["blv-minh-khang", false, [playing, upcoming[0], upcoming[5]].sort((a, b) => (a ?? 0) - (b ?? 0))],
    ]);
    expect(items[0]).toMatchObject({ viewerCount: 1300, anchor: { nickName: "BLV Thu Hà", followers: 1 } });
    expect(await list({ matchIds: [upcoming[5]] })).toHaveLength(1);
    const unrelated = await backend.db.select({ id: matches.id }).from(matches).where(eq(matches.status, "Ended")).limit(1);
    expect(await list({ matchIds: [unrelated[0]?.id ?? 0] })).toEqual([]);
    expect(await list({ matchIds: [] })).toEqual([]);
  });

  it("lists the live rooms, or every room, live and most watched first", async () => {
    expect((await list({ live: true })).map((item) => [item.slug, item.matchIds])).toEqual([["blv-thu-ha", []]]);
    expect((await list({})).map((item) => item.slug)).toEqual(["blv-thu-ha", "blv-minh-khang"]);
    // Two offline rooms: the one with viewers first.
    await setRoomCoverage(backend.db, haRoom.id, { matchId: null, isLive: false }, new Date());
    backend.services.bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node: "web-1", rooms: { "blv-minh-khang": 3 } }));
    backend.services.bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node: "web-2", rooms: {} }));
    expect((await list({})).map((item) => [item.slug, item.viewerCount])).toEqual([
      ["blv-minh-khang", 3],
      ["blv-thu-ha", 0],
    ]);
    await setRoomCoverage(backend.db, haRoom.id, { matchId: playing, isLive: true }, new Date());
  });

  it("refuses a malformed list request", async () => {
    for (const param of [
      { matchIds: "1" },
      { matchIds: [0] },
      { matchIds: Array.from({ length: 201 }, (_, index) => index + 1) },
      { live: "yes" },
      { other: 1 },
    ]) {
      const result = await backend.call("/live/list", param);
      expect([result.errCode, result.errMsg], JSON.stringify(param).slice(0, 40)).toEqual([400, "errorOccurred"]);
    }
  });

  it("gives each followed commentator's room and whether it is live", async () => {
    const result = await backend.call("/live/attentionList", {}, fan.sessionId);
    expect(result.errCode).toBe(200);
    const items = (result.data as { items: FollowedCommentator[] }).items;
    const byName = Object.fromEntries(items.map((item) => [item.nickName, [item.roomSlug, item.isLive]]));
    expect(byName).toEqual({
      "BLV Minh Khang": ["blv-minh-khang", false],
      "BLV Thu Hà": ["blv-thu-ha", true],
      "BLV Không Phòng": [null, false],
    });
  });
});
