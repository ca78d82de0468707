// The `/chat` bench's writers: accounts made with the operator's own command (`npm run user --
// create`, server/accounts/operator-commands.ts) on the site's stopped DATA_DIR, as README
// "Accounts and roles" tells an operator to, then logged in through the site's login form
// (bench/login.ts). Registration through the site asks a captcha or a proof of work of each new
// account, on purpose: the bench does not play the attacker it is built against.
import { randomBytes } from "node:crypto";
import { parseOperatorArgs, runOperatorCommand } from "../server/accounts/operator-commands";
import { migrateDatabase, openDatabase } from "../server/db";
import { logIn, type Account } from "./login";

/** Logins at once: a success is taken back from its address's count, and fewer than 10 in flight need no proof of work. */
const LOGINS_AT_ONCE = 4;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let first = 0; first < items.length; first += size) results.push(...(await Promise.all(items.slice(first, first + size).map(work))));
  return results;
}

/** Creates `count` user accounts in the embedded database of `dataDir` (the site must be stopped: PGlite is single-process). */
export async function createWriterAccounts(dataDir: string, count: number): Promise<Account[]> {
  const password = randomBytes(9).toString("base64url");
  const accounts = Array.from({ length: count }, (_, index) => ({ username: `bench_writer_${index + 1}`, password }));
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    for (const [index, account] of accounts.entries()) {
      const command = parseOperatorArgs([
        "create",
        `--username=${account.username}`,
        `--nickname=Khán giả ${index + 1}`,
        "--role=user",
        `--password=${account.password}`,
      ]);
      if (command.name !== "create") throw new Error("the operator's create command was not understood");
      await runOperatorCommand(database.db, command);
    }
  } finally {
    await database.close();
  }
  return accounts;
}

/** Each account logged in on the running site: their Cookie headers, in order. */
export function logInWriters(siteUrl: string, accounts: readonly Account[]): Promise<string[]> {
  return inBatches(accounts, LOGINS_AT_ONCE, (account) => logIn(siteUrl, account));
}
