// The media server's callbacks as nginx-rtmp sends them (form posts to /media/*?token=…), and the
// watch over pushes nginx forgot: refusals change nothing (issue 12, "Bad input").
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/logger";
import { finishStalePushes } from "../../../server/media/ingest";
import { PUSH_STALE_AFTER_MS } from "../../../server/media/pushes";
import { broadcastOnAir } from "../../../server/rooms/broadcasts";
import { type RoomRow } from "../../../server/rooms/repository";
import { liveRooms } from "../../../server/rooms/tables";
import { startTestBackend, TEST_MEDIA_CALLBACK_TOKEN, type TestBackend } from "../../helpers/test-backend";
import { newStreamKey, reloadRoom, roomWithKey } from "./fixtures";

/** The fields nginx-rtmp posts (seen from nginx 1.22 with libnginx-mod-rtmp 1.2.2). */
function nginxForm(call: string, name: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    app: "live",
    flashver: "FMLE/3.0 (compatible; Lavf59.27",
    swfurl: "",
    tcurl: "rtmp://127.0.0.1:1935/live",
    pageurl: "",
    addr: "127.0.0.1",
    clientid: "7",
    call,
    name,
    ...extra,
  };
}

describe("the media server's callbacks", () => {
  let backend: TestBackend;
  const warnings: string[] = [];

  const post = (callback: string, form: Record<string, string> | string, token: string | null = TEST_MEDIA_CALLBACK_TOKEN) =>
    fetch(`${backend.url}/media/${callback}${token === null ? "" : `?token=${encodeURIComponent(token)}`}`, {
      method: "POST",
      body: typeof form === "string" ? form : new URLSearchParams(form),
      headers: typeof form === "string" ? { "Content-Type": "application/json" } : {},
      redirect: "manual",
    });

  /** What the callbacks may change: the room's row and its broadcasts. */
  const snapshot = async (room: RoomRow) => ({
    room: await reloadRoom(backend.db, room.id),
    onAir: await broadcastOnAir(backend.db, room.id),
  });

  beforeAll(async () => {
    const logger = pino(
      { level: "warn" },
      {
        write(line: string) {
          warnings.push(line);
        },
      },
    );
    backend = await startTestBackend("pglite", logger);
  });

  afterAll(async () => {
    await backend?.close();
  });

  it("accepts a push on a room's key by renaming the stream to the room's slug; on_update keeps it, on_publish_done ends it", async () => {
    const room = await roomWithKey(backend.db, "blv-callbacks");
    const key = room.streamKey ?? "";

    const publish = await post("publish", nginxForm("publish", key, { type: "live" }));
    expect(publish.status).toBe(302);
    expect(publish.headers.get("location")).toBe("blv-callbacks");
    const live = await reloadRoom(backend.db, room.id);
    expect(live).toMatchObject({ isLive: true, publishing: true });
    expect((await broadcastOnAir(backend.db, room.id))?.source).toBe("ingest");

    const update = await post("update", nginxForm("update_publish", key, { time: "10", timestamp: "9856" }));
    expect(update.status).toBe(200);
    // nginx's own transcoders reading the stream (by the slug) are let be.
    expect((await post("update", nginxForm("update_play", "blv-callbacks", { time: "10" }))).status).toBe(200);

    const done = await post("publish-done", nginxForm("publish_done", key));
    expect(done.status).toBe(200);
    expect(await reloadRoom(backend.db, room.id)).toMatchObject({ isLive: false, publishing: false });
    expect(await broadcastOnAir(backend.db, room.id)).toBeNull();
  });

  it("refuses a second push on a key whose push is on air, and changes nothing", async () => {
    const room = await roomWithKey(backend.db, "blv-callbacks-twice");
    const key = room.streamKey ?? "";
    expect((await post("publish", nginxForm("publish", key))).status).toBe(302);
    const before = await snapshot(room);
    expect((await post("publish", nginxForm("publish", key, { clientid: "8" }))).status).toBe(403);
    expect(await snapshot(room)).toEqual(before);
  });

  it("refuses unknown keys and names that are no key; cuts on update a push whose key was revoked", async () => {
    const room = await roomWithKey(backend.db, "blv-callbacks-revoked");
    const key = room.streamKey ?? "";
    expect((await post("publish", nginxForm("publish", newStreamKey()))).status).toBe(403);
    expect((await post("publish", nginxForm("publish", "blv-callbacks-revoked"))).status).toBe(403);
    expect((await post("publish", nginxForm("publish", `${key}x`))).status).toBe(403);
    expect(await reloadRoom(backend.db, room.id)).toMatchObject({ isLive: false, publishing: false });

    expect((await post("publish", nginxForm("publish", key))).status).toBe(302);
    await backend.db.update(liveRooms).set({ streamKey: newStreamKey() }).where(eq(liveRooms.id, room.id));
    expect((await post("update", nginxForm("update_publish", key))).status).toBe(403);
  });

  it("refuses callbacks without the token or with a wrong one (403, logged), and changes nothing", async () => {
    const room = await roomWithKey(backend.db, "blv-callbacks-token");
    const key = room.streamKey ?? "";
    const before = await snapshot(room);
    warnings.length = 0;
    for (const token of [null, "", "wrong-token", `${TEST_MEDIA_CALLBACK_TOKEN}x`, TEST_MEDIA_CALLBACK_TOKEN.slice(0, -1)]) {
      expect((await post("publish", nginxForm("publish", key), token)).status).toBe(403);
      expect((await post("publish-done", nginxForm("publish_done", key), token)).status).toBe(403);
    }
    expect(await snapshot(room)).toEqual(before);
    expect(warnings.filter((line) => line.includes("wrong token"))).toHaveLength(10);

    // Taken live with the token, it is not taken offline without it.
    expect((await post("publish", nginxForm("publish", key))).status).toBe(302);
    const live = await snapshot(room);
    expect((await post("publish-done", nginxForm("publish_done", key), "wrong-token")).status).toBe(403);
    expect((await post("update", nginxForm("update_publish", key), null)).status).toBe(403);
    expect(await snapshot(room)).toEqual(live);
  });

  it("answers 400 to bodies that are not what nginx sends, and changes nothing", async () => {
    const room = await roomWithKey(backend.db, "blv-callbacks-malformed");
    const key = room.streamKey ?? "";
    const before = await snapshot(room);
    const bad: [string, Record<string, string> | string][] = [
      ["publish", JSON.stringify(nginxForm("publish", key))],
      ["publish", { app: "live", call: "publish" }],
      ["publish", nginxForm("publish", key, { app: "hls" })],
      ["publish", nginxForm("play", key)],
      ["publish", nginxForm("publish", "")],
      ["publish", nginxForm("publish", key.repeat(10))],
      ["update", nginxForm("update_other", key)],
      ["publish-done", nginxForm("publish", key)],
      ["publish-done", {}],
    ];
    for (const [callback, body] of bad) expect((await post(callback, body)).status, `${callback} ${JSON.stringify(body)}`).toBe(400);
    expect(await snapshot(room)).toEqual(before);
  });

  it("takes offline a room whose push nginx stopped mentioning for three update intervals, and only that one", async () => {
    const forgotten = await roomWithKey(backend.db, "blv-callbacks-forgotten");
    const heard = await roomWithKey(backend.db, "blv-callbacks-heard");
    expect((await post("publish", nginxForm("publish", forgotten.streamKey ?? ""))).status).toBe(302);
    expect((await post("publish", nginxForm("publish", heard.streamKey ?? ""))).status).toBe(302);
    const later = new Date(Date.now() + PUSH_STALE_AFTER_MS + 1_000);
    await backend.db
      .update(liveRooms)
      .set({ publishSeenAt: new Date(later.getTime() - 5_000) })
      .where(eq(liveRooms.id, heard.id));

    const deps = { db: backend.db, bus: backend.services.bus, push: null, logger: createLogger("silent") };
    // (The other tests' rooms left publishing are forgotten too.)
    const takenOffline = await finishStalePushes(deps, later);
    expect(takenOffline).toContain("blv-callbacks-forgotten");
    expect(takenOffline).not.toContain("blv-callbacks-heard");
    expect(await reloadRoom(backend.db, forgotten.id)).toMatchObject({ isLive: false, publishing: false });
    expect(await broadcastOnAir(backend.db, forgotten.id)).toBeNull();
    expect(await reloadRoom(backend.db, heard.id)).toMatchObject({ isLive: true, publishing: true });
    // A push nginx forgot no longer blocks a new one on its key.
    expect((await post("publish", nginxForm("publish", forgotten.streamKey ?? ""))).status).toBe(302);
  });
});
