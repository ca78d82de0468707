import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_TYPE_OF_ROLE, type UserRole } from "../../../contract/domain/roles";
import { DEMO_ACCOUNTS_FILE, DEMO_FAN_POINTS, ensureDemoAccounts } from "../../../server/accounts/demo-accounts";
import { verifyPassword } from "../../../server/accounts/passwords";
import { countUsers, findUserByUsername } from "../../../server/db/repositories/users";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../helpers/test-database";

/** A logger whose lines are kept, to check what is (and is not) logged. */
function recordingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), lines };
}

describe.each(databaseKinds())("demo accounts (%s)", (kind) => {
  let test: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsport-demo-"));
  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "migrated" });
  });
  afterAll(async () => {
    await test.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates the demo accounts once (a fan, five commentators, an admin), with passwords only in a file readable by its owner", async () => {
    const { logger, lines } = recordingLogger();
    const result = await ensureDemoAccounts(test.database.db, dataDir, logger);
    const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
    expect(result).toEqual({ created: ["demo_fan", "demo_blv", "demo_blv2", "demo_blv3", "demo_blv4", "demo_blv5", "demo_admin"], file });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const text = readFileSync(file, "utf8");
    const entries = [...text.matchAll(/^(\w+)\s+(demo_\w+)\s+([A-Za-z0-9_-]{12})$/gm)].map((match) => ({
      role: match[1],
      username: match[2] ?? "",
      password: match[3] ?? "",
    }));
    expect(entries.map(({ role, username }) => [role, username])).toEqual([
      ["user", "demo_fan"],
      ["commentator", "demo_blv"],
      ["commentator", "demo_blv2"],
      ["commentator", "demo_blv3"],
      ["commentator", "demo_blv4"],
      ["commentator", "demo_blv5"],
      ["admin", "demo_admin"],
    ]);
    const db = test.database.db;
    for (const entry of entries) {
      const user = await findUserByUsername(db, entry.username);
      expect(user?.userType).toBe(USER_TYPE_OF_ROLE[entry.role as UserRole]);
      expect(await verifyPassword(entry.password, user?.passwordHash ?? "")).toBe(true);
      expect(lines.join("")).not.toContain(entry.password);
    }
    expect((await findUserByUsername(db, "demo_blv"))?.nickname).toBe("BLV Minh Khang");
    expect((await findUserByUsername(db, "demo_blv3"))?.nickname).toBe("BLV Quốc Bảo");
    // The demo fan can send gifts at once; nobody else gets points this way.
    expect((await findUserByUsername(db, "demo_fan"))?.score).toBe(DEMO_FAN_POINTS);
    expect((await findUserByUsername(db, "demo_admin"))?.score).toBe(0);
    expect(lines.join("")).toContain(file);

    const again = await ensureDemoAccounts(db, dataDir, logger);
    expect(again).toEqual({ created: [], file: null });
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(await countUsers(db)).toBe(7);
  });
});
