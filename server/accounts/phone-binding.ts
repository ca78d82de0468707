import { TransactionRollbackError } from "drizzle-orm";
import { findUserByPhone, setUserPhone, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { matchSmsCode, spendSmsCode } from "./sms-codes";

export type PhoneBindingOutcome = { kind: "bound"; user: UserRow } | { kind: "phoneTaken" } | { kind: "codeInvalid" };

/**
 * /sys/checkSmsCode: a code sent for "bind" proves the phone; it then becomes the account's phone.
 * The code is checked (and counted) only when no other account has the phone.
 */
export async function bindPhone(db: AppDatabase, userId: number, phone: string, code: string, now: Date): Promise<PhoneBindingOutcome> {
  const owner = await findUserByPhone(db, phone);
  if (owner && owner.id !== userId) return { kind: "phoneTaken" };
  const codeId = await matchSmsCode(db, phone, "bind", code, now);
  if (codeId === null) return { kind: "codeInvalid" };

  let refusal: PhoneBindingOutcome = { kind: "codeInvalid" };
  try {
    return await db.transaction(async (tx): Promise<PhoneBindingOutcome> => {
      if (!(await spendSmsCode(tx, codeId, now))) return { kind: "codeInvalid" };
      const updated = await setUserPhone(tx, userId, phone, now);
      if (updated === "taken" || updated === null) {
        // Taken meanwhile, or the account deleted meanwhile: the code stays unspent.
        refusal = updated === "taken" ? { kind: "phoneTaken" } : { kind: "codeInvalid" };
        return tx.rollback();
      }
      return { kind: "bound", user: updated };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return refusal;
    throw error;
  }
}
