// The stream ingest with a real nginx-rtmp and ffmpeg (issue 12, docs/media-server.md): a push on a
// room's key makes it live and writes HD and SD HLS under the room's slug; the end of the push takes
// it offline; unknown and revoked keys and a second encoder on one key are refused.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/logger";
import { finishPushOfRoom } from "../../../server/media/ingest";
import { NginxMediaLink } from "../../../server/media/nginx-media-link";
import { startMediaServer, type RunningMediaServer } from "../../../server/media/nginx-process";
import { broadcastOnAir } from "../../../server/rooms/broadcasts";
import { type RoomRow } from "../../../server/rooms/repository";
import { liveRooms, roomBroadcasts } from "../../../server/rooms/tables";
import { startTestBackend, TEST_MEDIA_CALLBACK_TOKEN, type TestBackend } from "../../helpers/test-backend";
import { freePort, mediaToolsMissing, newStreamKey, pushTestStream, reloadRoom, roomWithKey, waitFor, type TestPush } from "./fixtures";

const skipReason = mediaToolsMissing();
if (skipReason) console.warn(skipReason);

describe.skipIf(skipReason !== null)("the stream ingest on a real nginx-rtmp", () => {
  let backend: TestBackend;
  let media: RunningMediaServer;
  let link: NginxMediaLink;
  let folder: string;
  let hlsDir: string;
  let rtmpPort: number;
  const pushes: TestPush[] = [];

  const push = (key: string) => {
    const started = pushTestStream(rtmpPort, key);
    pushes.push(started);
    return started;
  };
  const isLive = async (room: RoomRow) => (await reloadRoom(backend.db, room.id)).isLive;
  /** A variant playlist that lists at least one segment. */
  const hasSegments = (variant: string) => {
    try {
      return /\.ts$/m.test(readFileSync(path.join(hlsDir, variant, "index.m3u8"), "utf8"));
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    rtmpPort = await freePort();
    const httpPort = await freePort();
    link = new NginxMediaLink({
      rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live`,
      hlsUrl: "/live-hls",
      controlUrl: `http://127.0.0.1:${httpPort}`,
    });
    backend = await startTestBackend("pglite", createLogger("silent"), "seeded", { media: link });
    folder = mkdtempSync(path.join(tmpdir(), "vsport-media-"));
    hlsDir = path.join(folder, "hls");
    const started = await startMediaServer({
      server: { rtmpHost: "127.0.0.1", rtmpPort, httpPort, folder, hlsDir },
      backendUrl: backend.url,
      callbackToken: TEST_MEDIA_CALLBACK_TOKEN,
      logger: createLogger("silent"),
    });
    if (!started) throw new Error("nginx did not start");
    media = started;
  });

  afterEach(async () => {
    await Promise.all(pushes.splice(0).map((running) => running.stop()));
  });

  afterAll(async () => {
    await media?.stop();
    await backend?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("answers its health check, and the backend's link says it runs", async () => {
    expect(await link.isRunning()).toBe(true);
  });

  it("makes the room live on a push, writes HD and SD HLS under the slug (never the key), and offline when the push stops", async () => {
    const room = await roomWithKey(backend.db, "blv-ingest-live");
    const encoder = push(room.streamKey ?? "");

    await waitFor("the room to go live", () => isLive(room));
    const live = await reloadRoom(backend.db, room.id);
    expect(live.publishing).toBe(true);
    expect(live.publishSeenAt).not.toBeNull();
    const broadcast = await broadcastOnAir(backend.db, room.id);
    expect(broadcast?.source).toBe("ingest");

    await waitFor("HD and SD segments", () => hasSegments(`${room.slug}_hd`) && hasSegments(`${room.slug}_sd`), 20_000);
    const master = readFileSync(path.join(hlsDir, `${room.slug}.m3u8`), "utf8");
    expect(master).toContain(`${room.slug}_hd/index.m3u8`);
    expect(master).toContain(`${room.slug}_sd/index.m3u8`);
    expect(link.streamUrlOf(room.slug)).toBe(`/live-hls/${room.slug}.m3u8`);
    // The key appears in no file name a viewer could ask for.
    const names = readdirSync(hlsDir, { recursive: true }).map(String);
    expect(names.some((name) => name.includes(room.streamKey ?? "?"))).toBe(false);
    // The SD rendition is the transcoder's, smaller than the pushed 720p.
    expect(master).toMatch(/RESOLUTION=640x360/);

    await encoder.stop();
    await waitFor("the room to go offline", async () => !(await isLive(room)));
    const offline = await reloadRoom(backend.db, room.id);
    expect(offline.publishing).toBe(false);
    const [ended] = await backend.db.select().from(roomBroadcasts).where(eq(roomBroadcasts.roomId, room.id));
    expect(ended?.endedAt).not.toBeNull();
  });

  it("refuses a push on a key no room has, and changes nothing", async () => {
    const room = await roomWithKey(backend.db, "blv-ingest-unknown");
    const encoder = push(newStreamKey());
    expect(await encoder.exited).not.toBe(0);
    const unchanged = await reloadRoom(backend.db, room.id);
    expect(unchanged.isLive).toBe(false);
    expect(unchanged.publishing).toBe(false);
    const publishingRooms = await backend.db.select().from(liveRooms).where(eq(liveRooms.publishing, true));
    expect(publishingRooms).toEqual([]);
  });

  it("refuses a second encoder on the same key while the first goes on", async () => {
    const room = await roomWithKey(backend.db, "blv-ingest-twice");
    const first = push(room.streamKey ?? "");
    await waitFor("the room to go live", () => isLive(room));
    const liveSince = (await reloadRoom(backend.db, room.id)).liveSince;

    const second = push(room.streamKey ?? "");
    expect(await second.exited).not.toBe(0);
    // The first is still pushing, and the room is live as before.
    expect(first.child.exitCode).toBeNull();
    const still = await reloadRoom(backend.db, room.id);
    expect(still.isLive).toBe(true);
    expect(still.publishing).toBe(true);
    expect(still.liveSince).toEqual(liveSince);
  });

  it("cuts the push of a revoked key at once, and refuses a new push on it", async () => {
    const room = await roomWithKey(backend.db, "blv-ingest-revoked");
    const oldKey = room.streamKey ?? "";
    const encoder = push(oldKey);
    await waitFor("the room to go live", () => isLive(room));

    // What the commentator centre does when the key is regenerated.
    await backend.db.update(liveRooms).set({ streamKey: newStreamKey(), streamKeyCreatedAt: new Date() }).where(eq(liveRooms.id, room.id));
    expect(await link.dropPublisher(room.slug)).toBe(true);
    const deps = { db: backend.db, bus: backend.services.bus, push: null, logger: createLogger("silent") };
    expect(await finishPushOfRoom(deps, room.id, new Date())).toBe(true);

    expect(await encoder.exited).not.toBe(0);
    expect(await isLive(room)).toBe(false);
    const again = push(oldKey);
    expect(await again.exited).not.toBe(0);
    const after = await reloadRoom(backend.db, room.id);
    expect(after.isLive).toBe(false);
    expect(after.publishing).toBe(false);
  });
});
