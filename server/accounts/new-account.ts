import { z } from "zod";
import { findUserByPhone, findUserByUsername, insertUser, type UserRow, type UserType } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { hashPassword } from "./passwords";
import { newPasswordSchema, nicknameSchema, phoneSchema, usernameSchema } from "../../contract/backend-calls/accounts";
import { fieldErrorsOf, type FieldErrors } from "../../contract/backend-calls/field-errors";

/** `usernameTaken` / `phoneTaken` for the ones another account already has. */
export async function findTakenFields(
  db: AppDatabase,
  identity: { username?: string | null; phone?: string | null },
): Promise<FieldErrors> {
  const [byUsername, byPhone] = await Promise.all([
    identity.username ? findUserByUsername(db, identity.username) : undefined,
    identity.phone ? findUserByPhone(db, identity.phone) : undefined,
  ]);
  const taken: FieldErrors = {};
  if (byUsername) taken.username = "usernameTaken";
  if (byPhone) taken.phone = "phoneTaken";
  return taken;
}

/** After an insert refused by a unique constraint (taken between the check and the insert). */
export async function takenAfterConflict(
  db: AppDatabase,
  identity: { username?: string | null; phone?: string | null },
): Promise<FieldErrors> {
  const taken = await findTakenFields(db, identity);
  return Object.keys(taken).length > 0 ? taken : identity.username ? { username: "usernameTaken" } : { phone: "phoneTaken" };
}

const accountInputSchema = z.object({
  username: usernameSchema.optional(),
  phone: phoneSchema.optional(),
  password: newPasswordSchema,
  nickname: nicknameSchema,
});

export interface AccountInput {
  username?: string | undefined;
  phone?: string | undefined;
  password: string;
  nickname: string;
  userType: UserType;
}

export type CreateAccountOutcome = { kind: "created"; user: UserRow } | { kind: "refused"; fieldErrors: FieldErrors };

/**
 * Creates an account of any type, under the same rules as registration but without captcha or
 * SMS code: for the operator command and the demo accounts.
 */
export async function createAccount(db: AppDatabase, input: AccountInput): Promise<CreateAccountOutcome> {
  const parsed = accountInputSchema.safeParse(input);
  if (!parsed.success) return { kind: "refused", fieldErrors: fieldErrorsOf(parsed.error, "registerFailed") };
  const { username, phone, password, nickname } = parsed.data;
  if (!username && !phone) return { kind: "refused", fieldErrors: { username: "usernameOrPhoneRequired" } };
  const taken = await findTakenFields(db, { username, phone });
  if (Object.keys(taken).length > 0) return { kind: "refused", fieldErrors: taken };
  const user = await insertUser(db, { username, phone, passwordHash: await hashPassword(password), nickname, userType: input.userType });
  if (!user) return { kind: "refused", fieldErrors: await takenAfterConflict(db, { username, phone }) };
  return { kind: "created", user };
}
