// The forms of the user centre (/user): one zod schema per form, used by the page for instant
// feedback and by the action as the truth. Every zod message is a key of messages.ts. Schemas
// with an image field refine asynchronously (they read the file's first bytes): use safeParseAsync.
import { z } from "zod";
import { type Gender } from "~/atoms/types";
import { AVATAR_IMAGE_KINDS, FEEDBACK_IMAGE_KINDS, MAX_IMAGE_BYTES, sniffImageKind, type ImageKind } from "./image-signature";
import { messages, type MessageKey } from "./messages";
import { formatDate } from "./time";

export const USER_FORM_INTENTS = ["profile", "avatar", "password", "bindPhoneSendCode", "bindPhoneVerify", "feedback", "unfollow"] as const;
export type UserFormIntent = (typeof USER_FORM_INTENTS)[number];

export function isUserFormIntent(value: unknown): value is UserFormIntent {
  return typeof value === "string" && (USER_FORM_INTENTS as readonly string[]).includes(value);
}

export const NICKNAME_MIN = 6;
export const NICKNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FEEDBACK_TEXT_MIN = 6;
export const FEEDBACK_TEXT_MAX = 500;
export const ROOM_NUMBER_MAX = 20;
const EARLIEST_BIRTHDAY = "1900-01-01";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Spec section 5: ten digits starting with 0. */
const PHONE = /^0\d{9}$/;
const PHONE_SEPARATORS = /[\s.-]/g;
const SMS_CODE = /^\d{6}$/;
const ROOM_NUMBER = new RegExp(`^\\d{1,${ROOM_NUMBER_MAX}}$`);
const USER_ID = /^[1-9]\d{0,9}$/;
// Controls, line separators and bidirectional overrides that could make a name display as another.
const INVISIBLE_CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
const GENDERS: readonly Gender[] = ["male", "female", "other"];

function addIssue(context: z.RefinementCtx, key: MessageKey): void {
  context.addIssue({ code: z.ZodIssueCode.custom, message: key });
}

/** Length as a person counts it: an emoji or a Vietnamese letter is one character. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Today's date in the site's calendar (Asia/Bangkok), YYYY-MM-DD. */
export function siteToday(nowMs: number = Date.now()): string {
  return formatDate(nowMs);
}

/** A real calendar date, YYYY-MM-DD, from 1900-01-01 to `today` included. */
export function isAcceptableBirthday(value: string, today: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // ISO dates of the same length compare correctly as text.
  return isRealDate && value >= EARLIEST_BIRTHDAY && value <= today;
}

function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

// ---- Field types ----

/** A text field. FormData gives a string, or a file when someone posts one in its place. */
const formText = z.unknown().transform((value) => (typeof value === "string" ? value : ""));
const trimmedText = formText.transform((value) => value.trim());
/** Browsers send a textarea's line breaks as CRLF; count and store them as one character. */
const multilineText = formText.transform((value) => value.replace(/\r\n?/g, "\n").trim());

const nickname = trimmedText.superRefine((value, context) => {
  const length = characterCount(value);
  if (INVISIBLE_CONTROL.test(value)) addIssue(context, "nicknameInvalid");
  else if (length < NICKNAME_MIN) addIssue(context, "nicknameTooShort");
  else if (length > NICKNAME_MAX) addIssue(context, "nicknameTooLong");
});

/** Blank means "not chosen": the field is left as it is. */
const optionalGender = trimmedText
  .refine((value) => value === "" || isGender(value), "genderInvalid")
  .transform((value) => (isGender(value) ? value : undefined));

/** `<input type="date">` sends YYYY-MM-DD, or nothing when left empty. */
const optionalBirthday = trimmedText
  .refine((value) => value === "" || isAcceptableBirthday(value, siteToday()), "birthDateInvalid")
  .transform((value) => value || undefined);

const newPassword = formText.superRefine((value, context) => {
  const length = characterCount(value);
  if (length < PASSWORD_MIN) addIssue(context, "passwordTooShort");
  else if (length > PASSWORD_MAX) addIssue(context, "passwordTooLong");
});

const phone = trimmedText.transform((value) => value.replace(PHONE_SEPARATORS, "")).refine((value) => PHONE.test(value), "phoneInvalid");

const feedbackText = multilineText.superRefine((value, context) => {
  const length = characterCount(value);
  if (length === 0) addIssue(context, "feedbackRequired");
  else if (length < FEEDBACK_TEXT_MIN || length > FEEDBACK_TEXT_MAX) addIssue(context, "feedbackLength");
});

interface ImageRules {
  kinds: readonly ImageKind[];
  /** The key when no file was chosen, or undefined when the image is optional. */
  missing?: MessageKey;
  tooLarge: MessageKey;
  wrongType: MessageKey;
}

/** A file input; an empty one posts a nameless empty file, which means "no file". */
function imageFile(rules: ImageRules) {
  return z
    .unknown()
    .transform((value) => (isBlob(value) && value.size > 0 ? value : undefined))
    .superRefine(async (file, context) => {
      if (!file) {
        if (rules.missing) addIssue(context, rules.missing);
        return;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        addIssue(context, rules.tooLarge);
        return;
      }
      const kind = await sniffImageKind(file);
      if (!kind || !rules.kinds.includes(kind)) addIssue(context, rules.wrongType);
    });
}

// ---- The forms ----

export const profileFormSchema = z.object({
  nickname,
  gender: optionalGender,
  birthday: optionalBirthday,
});

export const avatarFormSchema = z.object({
  avatar: imageFile({ kinds: AVATAR_IMAGE_KINDS, missing: "avatarRequired", tooLarge: "avatarTooLarge", wrongType: "avatarWrongType" }),
});

export const passwordFormSchema = z.object({
  currentPassword: formText.refine((value) => value.length > 0, "currentPasswordRequired").refine((value) => characterCount(value) <= PASSWORD_MAX, "currentPasswordWrong"),
  newPassword,
});

export const bindPhoneSendCodeFormSchema = z.object({ phone });

export const bindPhoneVerifyFormSchema = z.object({
  phone,
  code: trimmedText.refine((value) => SMS_CODE.test(value), "smsCodeInvalid"),
});

export const feedbackFormSchema = z.object({
  content: feedbackText,
  contact: feedbackText,
  image: imageFile({ kinds: FEEDBACK_IMAGE_KINDS, tooLarge: "imageTooLarge", wrongType: "feedbackImageWrongType" }),
  roomNumber: trimmedText.refine((value) => value === "" || ROOM_NUMBER.test(value), "roomNumberInvalid").transform((value) => value || undefined),
});

export const unfollowFormSchema = z.object({
  anchorId: trimmedText.refine((value) => USER_ID.test(value), "errorOccurred"),
});

/** Each intent's schema, for code that handles any of the forms. */
export const USER_FORM_SCHEMAS = {
  profile: profileFormSchema,
  avatar: avatarFormSchema,
  password: passwordFormSchema,
  bindPhoneSendCode: bindPhoneSendCodeFormSchema,
  bindPhoneVerify: bindPhoneVerifyFormSchema,
  feedback: feedbackFormSchema,
  unfollow: unfollowFormSchema,
} as const satisfies Record<UserFormIntent, z.ZodTypeAny>;

export type UserFormData<I extends UserFormIntent> = z.output<(typeof USER_FORM_SCHEMAS)[I]>;

// ---- Reading forms and errors ----

/** Per-field message keys; `form` holds a problem that belongs to no single field. */
export type FieldErrors = Partial<Record<string, MessageKey>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(messages, value);
}

/** The first value of each field, as a plain object the schemas read. */
export function formEntries(formData: FormData): Record<string, FormDataEntryValue> {
  const entries: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of formData.entries()) {
    if (!Object.hasOwn(entries, name)) entries[name] = value;
  }
  return entries;
}

/** The first problem of each field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    if (!Object.hasOwn(errors, field)) errors[field] = isMessageKey(issue.message) ? issue.message : "errorOccurred";
  }
  return errors;
}

/** The key to show first: the first field error, in the order the form lists its fields. */
export function firstError(errors: FieldErrors, fieldOrder: readonly string[]): MessageKey | undefined {
  for (const field of ["form", ...fieldOrder]) {
    const key = errors[field];
    if (key) return key;
  }
  return Object.values(errors).find((key) => key !== undefined);
}

export type UserFormParse<I extends UserFormIntent> = { success: true; data: UserFormData<I> } | { success: false; errors: FieldErrors };

/** Checks one form's fields with its schema. */
export async function parseUserForm<I extends UserFormIntent>(intent: I, formData: FormData): Promise<UserFormParse<I>> {
  const schema: z.ZodType<UserFormData<I>, z.ZodTypeDef, unknown> = USER_FORM_SCHEMAS[intent];
  const result = await schema.safeParseAsync(formEntries(formData));
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrorsOf(result.error) };
}

// ---- What the action answers when a form is refused ----

/** A refused form: its typed values (never passwords, never files) and the Vietnamese message keys. */
export interface UserFormFailure {
  /** null when the request could not be read far enough to know the form. */
  intent: UserFormIntent | null;
  errors: FieldErrors;
  values: Partial<Record<string, string>>;
}

/** The fields each form gets back after a refusal, so nothing typed is lost. */
export const ECHOED_FIELDS: Record<UserFormIntent, readonly string[]> = {
  profile: ["nickname", "gender", "birthday"],
  avatar: [],
  password: [],
  bindPhoneSendCode: ["phone"],
  bindPhoneVerify: ["phone"],
  feedback: ["content", "contact", "roomNumber"],
  unfollow: [],
};

/** The fields of each form, in the order they appear (the first error is the one a toast names). */
export const FIELD_ORDER: Record<UserFormIntent, readonly string[]> = {
  profile: ["nickname", "gender", "birthday"],
  avatar: ["avatar"],
  password: ["currentPassword", "newPassword"],
  bindPhoneSendCode: ["phone"],
  bindPhoneVerify: ["phone", "code"],
  feedback: ["content", "contact", "image", "roomNumber"],
  unfollow: ["anchorId"],
};

/** Forms whose failure has its own message in the spec's catalogue: it titles the toast. */
export const FAILURE_TITLES: Partial<Record<UserFormIntent, MessageKey>> = {
  profile: "updateProfileFailed",
  avatar: "updateAvatarFailed",
  feedback: "sendFeedbackFailed",
};

export function echoedValues(intent: UserFormIntent, formData: FormData): Partial<Record<string, string>> {
  const values: Partial<Record<string, string>> = {};
  for (const field of ECHOED_FIELDS[intent]) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
