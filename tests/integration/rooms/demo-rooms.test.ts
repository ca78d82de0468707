import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoAccounts } from "../../../server/accounts/demo-accounts";
import { findUserByUsername, setUserType } from "../../../server/db/repositories/users";
import { createLogger } from "../../../server/logger";
import { DEMO_ROOMS, ensureDemoRooms } from "../../../server/rooms/demo-rooms";
import { findRoomBySlug } from "../../../server/rooms/repository";
import { liveRooms } from "../../../server/rooms/tables";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../helpers/test-database";

const logger = createLogger("silent");

describe.each(databaseKinds())("demo rooms (%s)", (kind) => {
  let test: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsport-demo-rooms-"));
  const db = () => test.database.db;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "migrated" });
  });
  afterAll(async () => {
    await test.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("does nothing without the demo commentators", async () => {
    expect(await ensureDemoRooms(db(), logger)).toEqual([]);
  });

  it("gives each demo commentator a demo room playing its committed stream, once", async () => {
    await ensureDemoAccounts(db(), dataDir, logger);
    expect(await ensureDemoRooms(db(), logger)).toEqual(["blv-minh-khang", "blv-thu-ha", "blv-hoang-anh", "blv-quoc-bao"]);
    const room = await findRoomBySlug(db(), "blv-thu-ha");
    expect(room).toMatchObject({
      anchorId: (await findUserByUsername(db(), "demo_blv2"))?.id,
      demo: true,
      category: "football",
      streamUrl: "/streams/blv-2/master.m3u8",
      coverPath: "/streams/blv-2/poster.jpg",
      isLive: false,
      matchId: null,
    });
    expect(room?.name).toContain("Thu Hà");
    for (const field of ["introduction", "notification", "line1", "line2"] as const) expect(room?.[field].length).toBeGreaterThan(10);
    expect((await findRoomBySlug(db(), "blv-quoc-bao"))?.category).toBe("basketball");
    expect(await ensureDemoRooms(db(), logger)).toEqual([]);
  });

  it("is safe when two nodes seed at once, and skips a demo account that is no commentator any more", async () => {
    await db().delete(liveRooms);
    const demoted = await findUserByUsername(db(), "demo_blv3");
    await setUserType(db(), demoted?.id ?? 0, 1, new Date());
    const [first, second] = await Promise.all([ensureDemoRooms(db(), logger), ensureDemoRooms(db(), logger)]);
    expect([...first, ...second].sort()).toEqual(["blv-hoang-anh", "blv-minh-khang", "blv-thu-ha"]);
    const rows = await db().select({ slug: liveRooms.slug }).from(liveRooms).where(eq(liveRooms.demo, true));
    expect(rows.map((row) => row.slug).sort()).toEqual(["blv-hoang-anh", "blv-minh-khang", "blv-thu-ha"]);
    expect(new Set(DEMO_ROOMS.map((room) => room.streamUrl))).toEqual(new Set([1, 2, 3, 4].map((n) => `/streams/blv-${n}/master.m3u8`)));
  });
});
