import { isUserRole, userTypeOfRole, type UserRole } from "../../contract/domain/roles";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { normalizeUsername } from "../../contract/input-rules";
import { revokeUserSessions } from "../db/repositories/sessions";
import { findUserByPhone, findUserByUsername, setUserType, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { createAccount } from "./new-account";
import { type FieldErrors } from "../../contract/backend-calls/field-errors";

// `npm run user -- <command>`: account chores for the operator (scripts/user.ts runs these).

export type Role = UserRole;

export const USAGE = `Usage: npm run user -- <command> [options]

Commands:
  create --username NAME [--phone 0XXXXXXXXX] --nickname NICK --role user|commentator|admin [--password PASSWORD]
      Creates an account (a username, a phone, or both). Without --password a random one is
      generated and printed once.
  set-role (--username NAME | --phone 0XXXXXXXXX) --role user|commentator|admin
      Changes the role of an account; it applies to the account's next request.
  revoke-sessions (--username NAME | --phone 0XXXXXXXXX)
      Logs the account out everywhere.

The command reads the same configuration as the server (DATA_DIR, DATABASE_URL). The embedded
database (no DATABASE_URL) can be opened by one process at a time: stop the site first. With
PostgreSQL it can run while the site is up.`;

/** Wrong or missing arguments: the usage is shown, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The command was understood but cannot be done (no such account, name taken...): exit code 1. */
export class OperatorCommandError extends Error {
  override name = "OperatorCommandError";

  /** The refused fields, each with its message key; the command line prints their Vietnamese text. */
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

export interface AccountSelector {
  username?: string | undefined;
  phone?: string | undefined;
}

export type OperatorCommand =
  | { name: "help" }
  | {
      name: "create";
      username?: string | undefined;
      phone?: string | undefined;
      nickname: string;
      role: Role;
      password?: string | undefined;
    }
  | { name: "set-role"; account: AccountSelector; role: Role }
  | { name: "revoke-sessions"; account: AccountSelector };

const isRole = isUserRole;

function requiredRole(value: string | undefined): Role {
  if (value === undefined) throw new UsageError("--role is required (user, commentator or admin)");
  if (!isRole(value)) throw new UsageError(`--role must be user, commentator or admin, not "${value}"`);
  return value;
}

function accountSelector(values: { username?: string | undefined; phone?: string | undefined }): AccountSelector {
  if ((values.username === undefined) === (values.phone === undefined))
    throw new UsageError("name the account with --username or --phone (one of them)");
  return { username: values.username, phone: values.phone };
}

/** Reads the command line (the words after `npm run user --`). Throws UsageError. */
export function parseOperatorArgs(args: readonly string[]): OperatorCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        username: { type: "string" },
        phone: { type: "string" },
        nickname: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name, ...extra] = positionals;
  if (values.help || name === "help" || name === undefined) return { name: "help" };
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const allow = (allowed: readonly string[]) => {
    const unwanted = Object.keys(values).filter((option) => !allowed.includes(option));
    if (unwanted.length > 0) throw new UsageError(`${name} does not take --${unwanted.join(", --")}`);
  };

  switch (name) {
    case "create":
      allow(["username", "phone", "nickname", "password", "role"]);
      if (values.username === undefined && values.phone === undefined) throw new UsageError("create needs --username or --phone");
      if (values.nickname === undefined) throw new UsageError("create needs --nickname");
      return {
        name,
        username: values.username,
        phone: values.phone,
        nickname: values.nickname,
        password: values.password,
        role: requiredRole(values.role),
      };
    case "set-role":
      allow(["username", "phone", "role"]);
      return { name, account: accountSelector(values), role: requiredRole(values.role) };
    case "revoke-sessions":
      allow(["username", "phone"]);
      return { name, account: accountSelector(values) };
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function describeFieldErrors(fieldErrors: FieldErrors): string {
  return Object.entries(fieldErrors)
    .map(([field, key]) => (key ? `--${field} (${key})` : `--${field}`))
    .join("\n");
}

async function findAccount(db: AppDatabase, account: AccountSelector): Promise<UserRow> {
  const user =
    account.username !== undefined
      ? await findUserByUsername(db, normalizeUsername(account.username))
      : account.phone !== undefined
        ? await findUserByPhone(db, account.phone.trim())
        : undefined;
  if (!user)
    throw new OperatorCommandError(
      `no account with ${account.username !== undefined ? `username "${account.username}"` : `phone "${account.phone}"`}`,
    );
  return user;
}

function describeAccount(user: UserRow): string {
  return `#${user.id} ${user.username ?? user.phone ?? ""} "${user.nickname}"`;
}

export async function createUserCommand(db: AppDatabase, command: Extract<OperatorCommand, { name: "create" }>): Promise<string> {
  const generated = command.password === undefined ? randomBytes(12).toString("base64url") : null;
  const outcome = await createAccount(db, {
    username: command.username,
    phone: command.phone,
    nickname: command.nickname,
    password: command.password ?? generated ?? "",
    userType: userTypeOfRole(command.role),
  });
  if (outcome.kind === "refused")
    throw new OperatorCommandError(`cannot create the account:\n${describeFieldErrors(outcome.fieldErrors)}`, outcome.fieldErrors);
  const lines = [`created ${command.role} ${describeAccount(outcome.user)}`];
  if (generated) lines.push(`password (shown once): ${generated}`);
  return lines.join("\n");
}

export async function setRoleCommand(
  db: AppDatabase,
  command: Extract<OperatorCommand, { name: "set-role" }>,
  now = new Date(),
): Promise<string> {
  const user = await findAccount(db, command.account);
  const updated = await setUserType(db, user.id, userTypeOfRole(command.role), now);
  if (!updated) throw new OperatorCommandError(`the account ${describeAccount(user)} was deleted meanwhile`);
  return `${describeAccount(updated)} is now ${command.role}`;
}

export async function revokeSessionsCommand(
  db: AppDatabase,
  command: Extract<OperatorCommand, { name: "revoke-sessions" }>,
  now = new Date(),
): Promise<string> {
  const user = await findAccount(db, command.account);
  const revoked = await revokeUserSessions(db, user.id, undefined, now);
  return `${describeAccount(user)}: ${revoked} session(s) revoked`;
}

/** Runs a parsed command; returns what to print. Throws OperatorCommandError when it cannot be done. */
export async function runOperatorCommand(db: AppDatabase, command: Exclude<OperatorCommand, { name: "help" }>): Promise<string> {
  switch (command.name) {
    case "create":
      return createUserCommand(db, command);
    case "set-role":
      return setRoleCommand(db, command);
    case "revoke-sessions":
      return revokeSessionsCommand(db, command);
  }
}
