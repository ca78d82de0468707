import { expect } from "vitest";
import { issueCaptcha } from "../../../server/accounts/captcha";
import { createAccount } from "../../../server/accounts/new-account";
import { type PublicUser, type UserRow, type UserType } from "../../../server/db/repositories/users";
import { type AppDatabase } from "../../../server/db/types";
import { solveAltcha, type AltchaChallenge } from "../../helpers/proof-of-work";
import { type CallResult, type TestBackend } from "../../helpers/test-backend";

export const GUEST_UID = "-1763700000000123456";

let addresses = 0;
/** A client address no other call used, so per-address limits never carry over between tests. */
export function freshAddress(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A stored captcha whose answer the test knows (the image itself cannot be read). */
export async function knownCaptcha(
  db: AppDatabase,
  answer = "K7M2P",
  now = new Date(),
): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId } = await issueCaptcha(db, now, answer);
  return { captchaId, captchaCode: answer };
}

export async function registerByUsername(
  backend: TestBackend,
  fields: Record<string, unknown>,
  clientAddress = freshAddress(),
): Promise<CallResult> {
  const captcha = await knownCaptcha(backend.db);
  return backend.call("/login/reg", { password: "mat-khau-1", nickname: "Fan bóng đá", ...captcha, ...fields }, GUEST_UID, clientAddress);
}

/** An account made directly in the database (no captcha, no HTTP). */
export async function createTestUser(
  db: AppDatabase,
  fields: { username?: string; phone?: string; password?: string; nickname?: string; userType?: UserType },
): Promise<UserRow> {
  const outcome = await createAccount(db, { password: "mat-khau-1", nickname: "Người xem thử", userType: 1, ...fields });
  if (outcome.kind !== "created") throw new Error(`createTestUser: ${JSON.stringify(outcome.fieldErrors)}`);
  return outcome.user;
}

export async function logInAs(backend: TestBackend, account: string, password = "mat-khau-1"): Promise<string> {
  const result = await backend.call("/login/login", { account, password }, GUEST_UID, freshAddress());
  expect(result.errCode, result.errMsg).toBe(200);
  return result.newSessionId;
}

export function userOf(result: CallResult): PublicUser {
  return (result.data as { user: PublicUser }).user;
}

export function fieldErrorsOf(result: CallResult): Record<string, string> | undefined {
  return (result.data as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
}

/** A fresh challenge from /sys/powChallenge, solved as the widget would: the `altcha` param. */
export async function solvedPow(backend: TestBackend, clientAddress = freshAddress()): Promise<string> {
  const answer = await backend.call("/sys/powChallenge", {}, GUEST_UID, clientAddress);
  expect(answer.errCode, answer.errMsg).toBe(200);
  return solveAltcha(answer.data as AltchaChallenge);
}
