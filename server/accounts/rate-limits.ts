import { type RateLimit } from "./rate-limit";

// The limits of docs/backend-api.md ("Rate limits"), by name, and the keys they are counted under.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Logins (docs/decisions/012-login-throttling.md): the pair and the address refuse; the account's
// count from every address never refuses, so that nobody can lock an owner out.
/** Login attempts on one account from one address (in flight or failed), then that pair is refused. */
export const FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS: RateLimit = { name: "failed-logins-account-address", max: 5, windowMs: 15 * MINUTE_MS };
/** Login attempts from one address on any account (in flight or failed), then that address is refused. */
export const FAILED_LOGINS_PER_ADDRESS: RateLimit = { name: "failed-logins-address", max: 20, windowMs: 15 * MINUTE_MS };
/** Failures on one account from every address: over it, the account is under attack (a signal, not a refusal). */
export const FAILED_LOGINS_PER_ACCOUNT: RateLimit = { name: "failed-logins-account", max: 10, windowMs: 15 * MINUTE_MS };
/** Accounts created from one address with a valid proof of work (docs/decisions/014-proof-of-work.md). */
export const REGISTRATIONS_PER_ADDRESS: RateLimit = { name: "registrations-address", max: 10, windowMs: HOUR_MS };
/** Accounts created from one address without a proof of work (a browser without JavaScript): much tighter. */
export const REGISTRATIONS_WITHOUT_POW_PER_ADDRESS: RateLimit = { name: "registrations-without-pow-address", max: 2, windowMs: HOUR_MS };
/** A proof-of-work solution is spent by its first use; remembered as long as any challenge lives (10 minutes). */
export const POW_SOLUTIONS_SPENT: RateLimit = { name: "pow-solutions-spent", max: 1, windowMs: 10 * MINUTE_MS };
export const CAPTCHAS_PER_ADDRESS: RateLimit = { name: "captchas-address", max: 30, windowMs: 10 * MINUTE_MS };
export const SMS_CODES_PER_PHONE_MINUTE: RateLimit = { name: "sms-codes-phone-minute", max: 1, windowMs: MINUTE_MS };
export const SMS_CODES_PER_PHONE_HOUR: RateLimit = { name: "sms-codes-phone-hour", max: 5, windowMs: HOUR_MS };
/** Keeps one address from sending texts to many phones (SMS pumping). */
export const SMS_CODES_PER_ADDRESS: RateLimit = { name: "sms-codes-address", max: 10, windowMs: HOUR_MS };

export const rateLimitKeys = {
  // The account is user input: encoded, so that no account name can reach into another pair's key.
  failedLoginsOfAccountAndAddress: (account: string, address: string) => `login:pair:${encodeURIComponent(account)}@${address}`,
  failedLoginsOfAddress: (address: string) => `login:address:${address}`,
  failedLoginsOfAccount: (account: string) => `login:account:${encodeURIComponent(account)}`,
  registrationsOfAddress: (address: string) => `register:address:${address}`,
  registrationsWithoutPowOfAddress: (address: string) => `register:no-pow-address:${address}`,
  /** The signature is the HMAC of the challenge (hex), checked before it is used here. */
  spentPowSolution: (signature: string) => `pow:spent:${signature}`,
  captchasOfAddress: (address: string) => `captcha:address:${address}`,
  smsCodesOfPhoneMinute: (phone: string) => `sms:phone-minute:${phone}`,
  smsCodesOfPhoneHour: (phone: string) => `sms:phone-hour:${phone}`,
  smsCodesOfAddress: (address: string) => `sms:address:${address}`,
};

export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
