import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { userTypeOfRole, type UserRole } from "../../contract/domain/roles";
import { insertPointsEntry } from "../db/repositories/points";
import { addUserScore, countUsers } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";
import { createAccount } from "./new-account";

export const DEMO_ACCOUNTS_FILE = "demo-accounts.txt";

interface DemoAccount {
  username: string;
  nickname: string;
  role: UserRole;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: "demo_fan", nickname: "Fan Hà Nội", role: "user" },
  { username: "demo_blv", nickname: "BLV Minh Khang", role: "commentator" },
  // More commentators, so that several demo rooms cover the replays (server/rooms/demo-rooms.ts).
  { username: "demo_blv2", nickname: "BLV Thu Hà", role: "commentator" },
  { username: "demo_blv3", nickname: "BLV Quốc Bảo", role: "commentator" },
  { username: "demo_blv4", nickname: "BLV Hoàng Anh", role: "commentator" },
  // A commentator without a demo room: the centre starts empty, to stream from OBS (docs/commentator-centre.md).
  { username: "demo_blv5", nickname: "BLV Tuấn Anh", role: "commentator" },
  { username: "demo_admin", nickname: "Quản trị viên", role: "admin" },
];

/** The demo fan's starting balance, so that the demo can send gifts at once (the cheapest costs 50). */
export const DEMO_FAN_POINTS = 1_000;

async function grantDemoPoints(db: AppDatabase, userId: number): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const user = await addUserScore(tx, userId, DEMO_FAN_POINTS, now);
    if (user)
      await insertPointsEntry(tx, userId, { amount: DEMO_FAN_POINTS, reason: "demo_grant", balanceAfter: user.score, createdAt: now });
  });
}

/** 12 characters of base64url from 9 random bytes. */
function randomPassword(): string {
  return randomBytes(9).toString("base64url");
}

export interface DemoAccountsResult {
  /** The usernames created now (none when the site already had users). */
  created: string[];
  /** The file holding their passwords, when some were created. */
  file: string | null;
}

/**
 * On a site without any user, creates the demo accounts (a fan, three commentators, an admin) with random passwords and
 * writes the passwords to DATA_DIR/demo-accounts.txt (readable by the owner only). Does nothing
 * once any user exists, so it is safe on every start. The passwords are never logged.
 */
export async function ensureDemoAccounts(db: AppDatabase, dataDir: string, logger: Logger): Promise<DemoAccountsResult> {
  if ((await countUsers(db)) > 0) return { created: [], file: null };

  const lines: string[] = [];
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const password = randomPassword();
    const outcome = await createAccount(db, {
      username: account.username,
      password,
      nickname: account.nickname,
      userType: userTypeOfRole(account.role),
    });
    // Another node seeding at the same time created it first: its password is in that node's file.
    if (outcome.kind !== "created") continue;
    if (account.role === "user") await grantDemoPoints(db, outcome.user.id);
    lines.push(`${account.role.padEnd(12)} ${account.username.padEnd(12)} ${password}`);
    created.push(account.username);
  }
  if (created.length === 0) return { created: [], file: null };

  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  await mkdir(dataDir, { recursive: true });
  const text = [
    "# vsport demo accounts (DEMO_SEED=true). Role, username, password.",
    "# Change or delete these accounts before real use.",
    ...lines,
    "",
  ].join("\n");
  await writeFile(file, text, { mode: 0o600 });
  // writeFile's mode only applies to a new file.
  await chmod(file, 0o600);
  logger.info({ file, accounts: created }, "demo accounts created; their passwords are in this file");
  return { created, file };
}
