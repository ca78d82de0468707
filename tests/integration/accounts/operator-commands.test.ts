import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUserCommand,
  OperatorCommandError,
  parseOperatorArgs,
  revokeSessionsCommand,
  runOperatorCommand,
  setRoleCommand,
  UsageError,
} from "../../../server/accounts/operator-commands";
import { verifyPassword } from "../../../server/accounts/passwords";
import { createSession, findActiveSession } from "../../../server/db/repositories/sessions";
import { findUserByPhone, findUserByUsername } from "../../../server/db/repositories/users";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../helpers/test-database";

describe("npm run user -- arguments", () => {
  it("reads each command", () => {
    expect(
      parseOperatorArgs([
        "create",
        "--username",
        "blv_one",
        "--password",
        "mat-khau-1",
        "--nickname",
        "BLV Số Một",
        "--role",
        "commentator",
      ]),
    ).toEqual({
      name: "create",
      username: "blv_one",
      phone: undefined,
      password: "mat-khau-1",
      nickname: "BLV Số Một",
      role: "commentator",
    });
    expect(parseOperatorArgs(["set-role", "--phone", "0912345678", "--role", "admin"])).toEqual({
      name: "set-role",
      account: { username: undefined, phone: "0912345678" },
      role: "admin",
    });
    expect(parseOperatorArgs(["revoke-sessions", "--username=fan_one"])).toEqual({
      name: "revoke-sessions",
      account: { username: "fan_one", phone: undefined },
    });
    expect(parseOperatorArgs([])).toEqual({ name: "help" });
    expect(parseOperatorArgs(["set-role", "--help"])).toEqual({ name: "help" });
  });

  it.each([
    [["delete", "--username", "x"], /unknown command "delete"/],
    [["create", "--nickname", "Người xem", "--role", "user"], /--username or --phone/],
    [["create", "--username", "fan_one", "--role", "user"], /--nickname/],
    [["create", "--username", "fan_one", "--nickname", "Người xem"], /--role is required/],
    [["set-role", "--username", "fan_one", "--role", "root"], /--role must be user, commentator or admin/],
    [["set-role", "--username", "fan_one", "--phone", "0912345678", "--role", "admin"], /--username or --phone \(one of them\)/],
    [["revoke-sessions"], /--username or --phone/],
    [["revoke-sessions", "--username", "fan_one", "--role", "admin"], /does not take --role/],
    [["revoke-sessions", "--user", "fan_one"], /Unknown option '--user'/],
    [["revoke-sessions", "--username", "fan_one", "extra"], /unexpected argument "extra"/],
  ])("refuses %j", (args, message) => {
    expect(() => parseOperatorArgs(args)).toThrow(UsageError);
    expect(() => parseOperatorArgs(args)).toThrow(message);
  });
});

describe.each(databaseKinds())("npm run user -- commands (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.cleanup());

  it("creates an account of a role, with the same rules as registration", async () => {
    const db = test.database.db;
    const output = await createUserCommand(db, {
      name: "create",
      username: "BLV_Khang",
      nickname: "BLV Minh Khang",
      password: "mat-khau-1",
      role: "commentator",
    });
    expect(output).toMatch(/^created commentator #\d+ blv_khang "BLV Minh Khang"$/);
    const user = await findUserByUsername(db, "blv_khang");
    expect(user).toMatchObject({ userType: 2, nickname: "BLV Minh Khang", phone: null });
    expect(await verifyPassword("mat-khau-1", user?.passwordHash ?? "")).toBe(true);

    await expect(
      createUserCommand(db, { name: "create", username: "blv_khang", nickname: "Người khác", password: "mat-khau-1", role: "user" }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/--username \(usernameTaken\)/), fieldErrors: { username: "usernameTaken" } });
    await expect(
      createUserCommand(db, { name: "create", username: "short_pw", nickname: "Người khác", password: "123", role: "user" }),
    ).rejects.toThrow(OperatorCommandError);
    await expect(
      createUserCommand(db, { name: "create", phone: "12345", nickname: "Người khác", password: "mat-khau-1", role: "user" }),
    ).rejects.toThrow(/phoneInvalid/);
  });

  it("generates and prints a password when none is given", async () => {
    const output = await createUserCommand(test.database.db, {
      name: "create",
      phone: "0933333333",
      nickname: "Quản trị viên",
      role: "admin",
    });
    const password = /password \(shown once\): (\S+)$/.exec(output)?.[1] ?? "";
    expect(password).toHaveLength(16);
    const user = await findUserByPhone(test.database.db, "0933333333");
    expect(user?.userType).toBe(3);
    expect(await verifyPassword(password, user?.passwordHash ?? "")).toBe(true);
  });

  it("sets a role and revokes every session of an account", async () => {
    const db = test.database.db;
    await runOperatorCommand(db, { name: "create", username: "fan_role", nickname: "Fan bóng đá", password: "mat-khau-1", role: "user" });
    const user = await findUserByUsername(db, "fan_role");
    if (!user) throw new Error("fan_role was not created");
    expect(await setRoleCommand(db, { name: "set-role", account: { username: "FAN_ROLE" }, role: "admin" })).toMatch(/is now admin$/);
    expect((await findUserByUsername(db, "fan_role"))?.userType).toBe(3);
    expect(await setRoleCommand(db, { name: "set-role", account: { username: "fan_role" }, role: "user" })).toMatch(/is now user$/);
    expect((await findUserByUsername(db, "fan_role"))?.userType).toBe(1);

    const tokens = await Promise.all([createSession(db, user.id, true), createSession(db, user.id, false)]);
    expect(await revokeSessionsCommand(db, { name: "revoke-sessions", account: { username: "fan_role" } })).toMatch(
      /2 session\(s\) revoked$/,
    );
    for (const token of tokens) expect(await findActiveSession(db, token)).toBeNull();

    await expect(setRoleCommand(db, { name: "set-role", account: { username: "nobody_here" }, role: "admin" })).rejects.toThrow(
      /no account with username "nobody_here"/,
    );
    await expect(revokeSessionsCommand(db, { name: "revoke-sessions", account: { phone: "0999999999" } })).rejects.toThrow(
      OperatorCommandError,
    );
  });
});

describe("npm run user (a real process on an embedded database)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsport-user-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, ["build/server/user.js", ...args], { env, encoding: "utf8", timeout: 60_000 });
  };

  it("creates an account, changes its role, and exits non-zero with a clear message on bad input", () => {
    const created = run("create", "--username", "cli_admin", "--nickname", "Quản trị viên", "--password", "mat-khau-1", "--role", "user");
    expect(created.stderr).toContain("the site must not be running on it");
    expect(created.stdout).toMatch(/^created user #\d+ cli_admin "Quản trị viên"\n$/);
    expect(created.status).toBe(0);

    const promoted = run("set-role", "--username", "cli_admin", "--role", "admin");
    expect(promoted.stdout).toMatch(/cli_admin "Quản trị viên" is now admin/);
    expect(promoted.status).toBe(0);

    const unknown = run("set-role", "--username", "cli_nobody", "--role", "admin");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('error: no account with username "cli_nobody"');

    const bad = run("set-role", "--username", "cli_admin");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("error: --role is required");
    expect(bad.stderr).toContain("Usage: npm run user -- <command>");
  }, 90_000);
});
