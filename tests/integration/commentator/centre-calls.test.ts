import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RoomSettings } from "../../../contract/backend-calls/commentator";
import { followAnchor } from "../../../server/db/repositories/follows";
import { createLogger } from "../../../server/logger";
import { type MediaLink } from "../../../server/media/media-link";
import { listNotifications } from "../../../server/reminders/notifications";
import { findRoomOfCommentator } from "../../../server/rooms/repository";
import { liveRooms, roomBroadcasts, roomSchedules } from "../../../server/rooms/tables";
import { matches } from "../../../server/sports/tables";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

// The commentator centre's backend calls (issue 12): liveRoom, liveSet, liveRoute, liveSchedule.
// The media server is a recording double here (this test says so); tests/integration/media/ runs a real nginx.

class RecordingMediaLink implements MediaLink {
  readonly rtmpUrl = "rtmp://media.vsport.test:1935/live";
  readonly dropped: string[] = [];
  running = true;
  streamUrlOf(slug: string): string {
    return `/live-hls/${slug}.m3u8`;
  }
  allowsStreamUrl(url: string): boolean {
    return url.startsWith("/") || url.startsWith("https://cdn.vsport.test/");
  }
  async isRunning(): Promise<boolean> {
    return this.running;
  }
  async dropPublisher(streamName: string): Promise<boolean> {
    this.dropped.push(streamName);
    return true;
  }
}

async function pngBase64(): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  return png.toString("base64");
}

describe.each(databaseKinds())("the commentator centre's calls (%s)", (kind) => {
  let backend: TestBackend;
  let media: RecordingMediaLink;
  let blv: LoggedInUser;
  let other: LoggedInUser;
  let fan: LoggedInUser;
  let admin: LoggedInUser;
  let cover: string;
  let upcoming: number;
  let ended: number;

  const settings = (overrides: Record<string, unknown> = {}) => ({
    name: "Bóng đá đêm khuya",
    introduction: "Bình luận các trận đấu châu Âu mỗi đêm.",
    notification: "Tối nay 02:00 có đại chiến!",
    category: "football",
    streamUrl: "/live-hls/placeholder.m3u8",
    streamName: "Đại chiến",
    liveStatus: "offline",
    line1: "Chào mừng các bạn",
    line2: "Nhớ bấm theo dõi nhé",
    ...overrides,
  });
  const ownRoom = async (user: LoggedInUser) => {
    const room = await findRoomOfCommentator(backend.db, user.user.id);
    if (!room) throw new Error("no room");
    return room;
  };

  beforeAll(async () => {
    media = new RecordingMediaLink();
    backend = await startTestBackend(kind, createLogger("silent"), "shipped", { media });
    blv = await createLoggedInUser(backend.db, { userType: 2, nickname: "BLV Trung Kiên" });
    other = await createLoggedInUser(backend.db, { userType: 2, nickname: "BLV Khác" });
    fan = await createLoggedInUser(backend.db);
    admin = await createLoggedInUser(backend.db, { userType: 3, nickname: "Quản trị" });
    await followAnchor(backend.db, fan.user.id, blv.user.id);
    cover = await pngBase64();
    const [first, second] = await backend.db.select({ id: matches.id }).from(matches).limit(2);
    upcoming = first?.id ?? 0;
    ended = second?.id ?? 0;
    await backend.db
      .update(matches)
      .set({ status: "Upcoming", kickoffAt: new Date(Date.now() + 3 * 3600_000) })
      .where(eq(matches.id, upcoming));
    await backend.db.update(matches).set({ status: "Ended" }).where(eq(matches.id, ended));
  }, 180_000);
  afterAll(() => backend?.close());
  beforeEach(() => {
    media.dropped.length = 0;
    media.running = true;
  });

  describe("liveRoom", () => {
    it("makes a commentator's room the first time, named after them, and the same one after", async () => {
      const first = await backend.call("/anchor/liveRoom", {}, blv.sessionId);
      expect(first.errCode, first.errMsg).toBe(200);
      const { room, readOnly } = first.data as { room: RoomSettings; readOnly: boolean };
      expect(readOnly).toBe(false);
      expect(room.slug).toBe("blv-blv-trung-kien");
      expect(room.name).toBe("Phòng live của BLV Trung Kiên");
      expect(room.streamUrl).toBe(`/live-hls/${room.slug}.m3u8`);
      expect(room.derivedStreamUrl).toBe(room.streamUrl);
      expect(room.liveStatus).toBe("offline");
      const again = await backend.call("/anchor/liveRoom", {}, blv.sessionId);
      expect((again.data as { room: RoomSettings }).room.slug).toBe(room.slug);
    });

    it("refuses a normal user and a guest; lets an admin read a named room only", async () => {
      expect((await backend.call("/anchor/liveRoom", {}, fan.sessionId)).errMsg).toBe("accessDenied");
      expect((await backend.call("/anchor/liveRoom", {})).errCode).toBe(100);
      const slug = (await ownRoom(blv)).slug;
      const read = await backend.call("/anchor/liveRoom", { room: slug }, admin.sessionId);
      expect(read.errCode, read.errMsg).toBe(200);
      expect((read.data as { readOnly: boolean }).readOnly).toBe(true);
      expect((await backend.call("/anchor/liveRoom", {}, admin.sessionId)).errMsg).toBe("roomNotFound");
      expect((await backend.call("/anchor/liveRoom", { room: "khong-co-phong" }, admin.sessionId)).errMsg).toBe("roomNotFound");
    });

    it("refuses a commentator reading another's room", async () => {
      await backend.call("/anchor/liveRoom", {}, other.sessionId);
      const slug = (await ownRoom(other)).slug;
      expect((await backend.call("/anchor/liveRoom", { room: slug }, blv.sessionId)).errMsg).toBe("accessDenied");
    });
  });

  describe("liveSet", () => {
    it("refuses missing, blank and oversized fields, and changes nothing", async () => {
      const before = await ownRoom(blv);
      const missing = await backend.call("/anchor/liveSet", { ...settings(), line2: undefined, cover: { base64: cover } }, blv.sessionId);
      expect(missing.errMsg).toBe("fillAllFields");
      expect((missing.data as { fieldErrors: Record<string, string> }).fieldErrors.line2).toBe("fillAllFields");
      expect(
        (await backend.call("/anchor/liveSet", { ...settings({ name: "   " }), cover: { base64: cover } }, blv.sessionId)).errMsg,
      ).toBe("fillAllFields");
      expect(
        (await backend.call("/anchor/liveSet", { ...settings({ notification: "x".repeat(201) }), cover: { base64: cover } }, blv.sessionId))
          .errMsg,
      ).toBe("roomFieldTooLong");
      expect((await backend.call("/anchor/liveSet", settings({ category: "tennis" }), blv.sessionId)).errMsg).toBe("fillAllFields");
      expect(await ownRoom(blv)).toEqual(before);
    });

    it("needs a cover while the room has none, and refuses one that lies about its type", async () => {
      const noCover = await backend.call("/anchor/liveSet", settings(), blv.sessionId);
      expect(noCover.errMsg).toBe("fillAllFields");
      expect((noCover.data as { fieldErrors: Record<string, string> }).fieldErrors.cover).toBe("fillAllFields");
      const text = Buffer.from("<html>not an image</html>").toString("base64");
      const lying = await backend.call("/anchor/liveSet", { ...settings(), cover: { base64: text } }, blv.sessionId);
      expect(lying.errMsg).toBe("avatarWrongType");
      expect((await ownRoom(blv)).coverPath).toBeNull();
    });

    it("stores the settings and a re-encoded cover; the derived address is stored as none", async () => {
      const slug = (await ownRoom(blv)).slug;
      const saved = await backend.call(
        "/anchor/liveSet",
        { ...settings({ streamUrl: `/live-hls/${slug}.m3u8` }), cover: { base64: cover } },
        blv.sessionId,
      );
      expect(saved.errCode, saved.errMsg).toBe(200);
      const { room } = saved.data as { room: RoomSettings };
      expect(room).toMatchObject({ name: "Bóng đá đêm khuya", streamName: "Đại chiến", line1: "Chào mừng các bạn", liveStatus: "offline" });
      expect(room.cover).toMatch(/^\/uploads\/room-covers\/[0-9a-f]{32}\.jpg$/);
      expect((await ownRoom(blv)).streamUrl).toBe("");
      const image = await fetch(`${backend.url}${room.cover ?? ""}`);
      expect(image.status).toBe(200);
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1280, 720]);
    });

    it("refuses an address off the site's media origins, and 'live' without a push to the media server", async () => {
      expect((await backend.call("/anchor/liveSet", settings({ streamUrl: "https://evil.example/x.m3u8" }), blv.sessionId)).errMsg).toBe(
        "streamUrlNotAllowed",
      );
      expect((await backend.call("/anchor/liveSet", settings({ streamUrl: "/video.mp4" }), blv.sessionId)).errMsg).toBe("streamUrlInvalid");
      const slug = (await ownRoom(blv)).slug;
      const noPush = await backend.call(
        "/anchor/liveSet",
        settings({ streamUrl: `/live-hls/${slug}.m3u8`, liveStatus: "live" }),
        blv.sessionId,
      );
      expect(noPush.errMsg).toBe("liveNeedsStream");
      expect((await ownRoom(blv)).isLive).toBe(false);
    });

    it("with another address, the commentator's status goes live (a broadcast, the followers told) and offline", async () => {
      const external = "https://cdn.vsport.test/kien/master.m3u8";
      const live = await backend.call("/anchor/liveSet", settings({ streamUrl: external, liveStatus: "live" }), blv.sessionId);
      expect(live.errCode, live.errMsg).toBe(200);
      const room = await ownRoom(blv);
      expect([room.isLive, room.streamUrl]).toEqual([true, external]);
      const onAir = await backend.db
        .select()
        .from(roomBroadcasts)
        .where(and(eq(roomBroadcasts.roomId, room.id), isNull(roomBroadcasts.endedAt)));
      expect(onAir.map((broadcast) => broadcast.source)).toEqual(["manual"]);
      const told = await listNotifications(backend.db, fan.user.id);
      expect(told.items.filter((item) => item.kind === "roomLive")).toHaveLength(1);
      expect(told.items[0]?.link).toBe(`/truc-tiep/${room.slug}`);

      const offline = await backend.call("/anchor/liveSet", settings({ streamUrl: external, liveStatus: "offline" }), blv.sessionId);
      expect(offline.errCode, offline.errMsg).toBe(200);
      expect((await ownRoom(blv)).isLive).toBe(false);
      const [closed] = await backend.db.select().from(roomBroadcasts).where(eq(roomBroadcasts.roomId, room.id));
      expect(closed?.endedAt).not.toBeNull();
    });

    it("setting 'offline' while the media server receives a push cuts the push", async () => {
      const room = await ownRoom(blv);
      await backend.db.update(liveRooms).set({ publishing: true, isLive: true, streamUrl: "" }).where(eq(liveRooms.id, room.id));
      const offline = await backend.call("/anchor/liveSet", settings({ streamUrl: `/live-hls/${room.slug}.m3u8` }), blv.sessionId);
      expect(offline.errCode, offline.errMsg).toBe(200);
      expect(media.dropped).toEqual([room.slug]);
      const after = await ownRoom(blv);
      expect([after.publishing, after.isLive]).toEqual([false, false]);
    });

    it("is the commentator's own: an admin and a normal user are refused", async () => {
      expect((await backend.call("/anchor/liveSet", settings(), admin.sessionId)).errMsg).toBe("accessDenied");
      expect((await backend.call("/anchor/liveSet", settings(), fan.sessionId)).errMsg).toBe("accessDenied");
    });
  });

  describe("liveRoute", () => {
    it("gives one secret key until a new one is asked for; a new one cuts the push on the old and takes the room offline", async () => {
      const first = await backend.call("/anchor/liveRoute", {}, blv.sessionId);
      expect(first.errCode, first.errMsg).toBe(200);
      const route = first.data as { streamKey: string; rtmpUrl: string; mediaServerRunning: boolean; regenerated: boolean };
      expect(route.streamKey).toMatch(/^live_[A-Za-z0-9]{32}$/);
      expect(route).toMatchObject({ rtmpUrl: media.rtmpUrl, mediaServerRunning: true, regenerated: false });
      expect((await backend.call("/anchor/liveRoute", {}, blv.sessionId)).data).toMatchObject({ streamKey: route.streamKey });

      const room = await ownRoom(blv);
      await backend.db.update(liveRooms).set({ publishing: true, isLive: true }).where(eq(liveRooms.id, room.id));
      media.running = false;
      const renewed = await backend.call("/anchor/liveRoute", { regenerate: true }, blv.sessionId);
      expect(renewed.errCode, renewed.errMsg).toBe(200);
      const next = renewed.data as { streamKey: string; regenerated: boolean; mediaServerRunning: boolean; publishing: boolean };
      expect(next.streamKey).not.toBe(route.streamKey);
      expect(next).toMatchObject({ regenerated: true, mediaServerRunning: false, publishing: false });
      expect(media.dropped).toEqual([room.slug]);
      const after = await ownRoom(blv);
      expect([after.streamKey, after.publishing, after.isLive]).toEqual([next.streamKey, false, false]);
    });

    it("is never given to an admin", async () => {
      expect((await backend.call("/anchor/liveRoute", {}, admin.sessionId)).errMsg).toBe("accessDenied");
    });
  });

  describe("liveSchedule", () => {
    it("sets a match once (the followers told once, the match lists the room), cancels it, refuses ended and unknown matches", async () => {
      const room = await ownRoom(blv);
      const set = await backend.call("/anchor/liveSchedule", { matchId: upcoming, scheduled: true }, blv.sessionId);
      expect(set.data).toEqual({ matchId: upcoming, scheduled: true, already: false });
      const again = await backend.call("/anchor/liveSchedule", { matchId: upcoming, scheduled: true }, blv.sessionId);
      expect(again.data).toEqual({ matchId: upcoming, scheduled: true, already: true });
      const told = (await listNotifications(backend.db, fan.user.id)).items.filter((item) => item.kind === "roomScheduled");
      expect(told).toHaveLength(1);

      const listed = await backend.call("/live/list", { matchIds: [upcoming] });
      expect((listed.data as { items: { slug: string }[] }).items.map((item) => item.slug)).toContain(room.slug);
      const centre = await backend.call("/anchor/liveRoom", {}, blv.sessionId);
      expect((centre.data as { schedule: { matchId: number }[] }).schedule.map((match) => match.matchId)).toEqual([upcoming]);

      const cancelled = await backend.call("/anchor/liveSchedule", { matchId: upcoming, scheduled: false }, blv.sessionId);
      expect(cancelled.data).toEqual({ matchId: upcoming, scheduled: false, already: false });
      expect(await backend.db.select().from(roomSchedules).where(eq(roomSchedules.roomId, room.id))).toEqual([]);

      expect((await backend.call("/anchor/liveSchedule", { matchId: ended, scheduled: true }, blv.sessionId)).errMsg).toBe(
        "scheduleMatchOver",
      );
      expect((await backend.call("/anchor/liveSchedule", { matchId: 999_999_999, scheduled: true }, blv.sessionId)).errMsg).toBe(
        "matchNotFound",
      );
      expect((await backend.call("/anchor/liveSchedule", { matchId: upcoming, scheduled: true }, fan.sessionId)).errMsg).toBe(
        "accessDenied",
      );
    });
  });
});
