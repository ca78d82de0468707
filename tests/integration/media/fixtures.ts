import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { type AppDatabase } from "../../../server/db/types";
import { findMediaTools } from "../../../server/media/nginx-config";
import { insertRoom, type RoomRow } from "../../../server/rooms/repository";
import { liveRooms } from "../../../server/rooms/tables";
import { createLoggedInUser } from "../profile/fixtures";

/** Why the tests with a real nginx are skipped here, or null when nginx, its RTMP module and ffmpeg are installed. */
export function mediaToolsMissing(): string | null {
  const tools = findMediaTools();
  return "missing" in tools
    ? `media server tests skipped: ${tools.missing.join(", ")} not installed (apt-get install nginx libnginx-mod-rtmp ffmpeg; .ci/run does)`
    : null;
}

/** A port nothing listens on now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export const newStreamKey = () => `live_${randomBytes(16).toString("hex")}`;

/** A commentator's room with a stream key, as the commentator centre makes one. */
export async function roomWithKey(db: AppDatabase, slug: string): Promise<RoomRow> {
  const commentator = await createLoggedInUser(db, { userType: 2, nickname: `BLV ${slug}` });
  return insertRoom(db, {
    slug,
    anchorId: commentator.user.id,
    name: `Phòng ${slug}`,
    streamKey: newStreamKey(),
    streamKeyCreatedAt: new Date(),
  });
}

export async function reloadRoom(db: AppDatabase, id: number): Promise<RoomRow> {
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, id));
  if (!room) throw new Error(`room ${id} is gone`);
  return room;
}

/** Polls until `probe` gives a value (not null/false), failing with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | false> | T | null | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface TestPush {
  child: ChildProcess;
  /** Resolves with ffmpeg's exit code when it ends (refused, cut or stopped). */
  exited: Promise<number | null>;
  /** Stops the push as an encoder's "Stop streaming" does, and waits for ffmpeg to end. */
  stop(): Promise<number | null>;
}

/** Pushes a 720p test picture and a tone to rtmp://127.0.0.1:port/live/<key> with ffmpeg, as OBS would. */
export function pushTestStream(rtmpPort: number, streamKey: string): TestPush {
  const child = spawn(
    "ffmpeg",
    [
      ...["-nostdin", "-loglevel", "error", "-re"],
      ...["-f", "lavfi", "-i", "testsrc=size=1280x720:rate=30", "-f", "lavfi", "-i", "sine"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-g", "30", "-c:a", "aac"],
      ...["-f", "flv", `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`],
    ],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
      return exited;
    },
  };
}
