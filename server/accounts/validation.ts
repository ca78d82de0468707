import { z } from "zod";
import { newPasswordSchema, nicknameSchema, phoneSchema, smsCodeSchema, usernameSchema } from "../../contract/backend-calls/accounts";
import { fieldErrorsOf, type FieldErrors } from "../../contract/backend-calls/field-errors";
import { CAPTCHA_CODE_MAX_LENGTH, CAPTCHA_ID_MAX_LENGTH } from "../../contract/input-rules";

// The rules of each field of /login/reg (spec section 5, docs/backend-api.md), read even when the
// param is partly wrong: a captcha is spent by any attempt. Every zod message is a message key.

/** Treats a blank string like an absent field. */
function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
}

const registrationParamSchema = z.object({
  username: optionalField(usernameSchema),
  phone: optionalField(phoneSchema),
  smsCode: optionalField(smsCodeSchema),
  password: newPasswordSchema,
  nickname: nicknameSchema,
  remember: z.boolean({ invalid_type_error: "registerFailed" }).optional(),
});

const captchaFieldsSchema = z.object({
  captchaId: z.string().trim().min(1).max(CAPTCHA_ID_MAX_LENGTH).optional().catch(undefined),
  captchaCode: z.string().trim().min(1).max(CAPTCHA_CODE_MAX_LENGTH).optional().catch(undefined),
  // The router already refused any altcha that is not a string of a solution's length.
  altcha: z.string().trim().min(1).optional().catch(undefined),
});

export type RegistrationMethod = { kind: "username"; username: string } | { kind: "phone"; phone: string; smsCode: string };

export interface RegistrationRequest {
  method: RegistrationMethod;
  password: string;
  nickname: string;
  remember: boolean;
}

export interface ParsedRegistration {
  /** The registration, when every field is valid (the captcha not checked yet). */
  request: RegistrationRequest | null;
  /** Read even when other fields are wrong: a captcha is spent by any attempt. */
  captchaId: string | null;
  captchaCode: string | null;
  /** The proof-of-work solution (docs/decisions/014-proof-of-work.md); null without JavaScript. */
  altcha: string | null;
  fieldErrors: FieldErrors;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

/** Reads the /login/reg param: a username, or a phone with its SMS code; a password, a nickname, a captcha. */
export function parseRegistrationParam(param: unknown): ParsedRegistration {
  const raw: Record<string, unknown> = typeof param === "object" && param !== null && !Array.isArray(param) ? { ...param } : {};
  const captcha = captchaFieldsSchema.parse(raw);
  const parsed = registrationParamSchema.safeParse(raw);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error, "registerFailed");

  const byUsername = isPresent(raw.username);
  const byPhone = isPresent(raw.phone);
  if (byUsername === byPhone) fieldErrors.username ??= "usernameOrPhoneRequired";
  if (byUsername) delete fieldErrors.smsCode;
  if (byPhone && !byUsername && !isPresent(raw.smsCode)) fieldErrors.smsCode = "smsCodeRequired";
  if (!captcha.captchaId || !captcha.captchaCode) fieldErrors.captchaCode = "captchaRequired";

  let request: RegistrationRequest | null = null;
  if (parsed.success && Object.keys(fieldErrors).length === 0) {
    const { username, phone, smsCode, password, nickname, remember } = parsed.data;
    const method: RegistrationMethod | null = username
      ? { kind: "username", username }
      : phone && smsCode
        ? { kind: "phone", phone, smsCode }
        : null;
    if (method) request = { method, password, nickname, remember: remember ?? false };
  }
  return {
    request,
    captchaId: captcha.captchaId ?? null,
    captchaCode: captcha.captchaCode ?? null,
    altcha: captcha.altcha ?? null,
    fieldErrors,
  };
}
