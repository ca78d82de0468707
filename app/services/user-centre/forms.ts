// The forms of the user centre (/user): one zod schema per form, used by the page for instant
// feedback and by the action as the truth. Every zod message is a message key (contract/message-keys.ts). Schemas
// with an image field refine asynchronously (they read the file's first bytes): use safeParseAsync.
import { z } from "zod";
import { AVATAR_IMAGE_KINDS, FEEDBACK_IMAGE_KINDS, MAX_IMAGE_BYTES, sniffImageKind, type ImageKind } from "../../../contract/images";
import {
  addMessageIssue,
  characterCount,
  feedbackTextProblem,
  formText,
  isAcceptableBirthday,
  isGender,
  nicknameProblem,
  PASSWORD_MAX_LENGTH,
  passwordLengthProblem,
  PHONE_PATTERN,
  refinementOf,
  ROOM_NUMBER_PATTERN,
  SMS_CODE_PATTERN,
} from "../../../contract/input-rules";
import { isMessageKey, type MessageKey } from "../locale/messages";
import { formatDate } from "../locale/time";

export const USER_FORM_INTENTS = ["profile", "avatar", "password", "bindPhoneSendCode", "bindPhoneVerify", "feedback", "unfollow"] as const;
export type UserFormIntent = (typeof USER_FORM_INTENTS)[number];

export function isUserFormIntent(value: unknown): value is UserFormIntent {
  return typeof value === "string" && (USER_FORM_INTENTS as readonly string[]).includes(value);
}

const PHONE_SEPARATORS = /[\s.-]/g;
const USER_ID = /^[1-9]\d{0,9}$/;

/** Today's date in the site's calendar (Asia/Bangkok), YYYY-MM-DD. */
export function siteToday(nowMs: number = Date.now()): string {
  return formatDate(nowMs);
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

// ---- Field types ----

const trimmedText = formText.transform((value) => value.trim());
/** Browsers send a textarea's line breaks as CRLF; count and store them as one character. */
const multilineText = formText.transform((value) => value.replace(/\r\n?/g, "\n").trim());

const nickname = trimmedText.superRefine(refinementOf(nicknameProblem));

/** Blank means "not chosen": the field is left as it is. */
const optionalGender = trimmedText
  .refine((value) => value === "" || isGender(value), "genderInvalid")
  .transform((value) => (isGender(value) ? value : undefined));

/** `<input type="date">` sends YYYY-MM-DD, or nothing when left empty. */
const optionalBirthday = trimmedText
  .refine((value) => value === "" || isAcceptableBirthday(value, siteToday()), "birthDateInvalid")
  .transform((value) => value || undefined);

const newPassword = formText.superRefine(refinementOf(passwordLengthProblem));

const phone = trimmedText.transform((value) => value.replace(PHONE_SEPARATORS, "")).refine((value) => PHONE_PATTERN.test(value), "phoneInvalid");

const feedbackText = multilineText.superRefine(refinementOf(feedbackTextProblem));

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
        if (rules.missing) addMessageIssue(context, rules.missing);
        return;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        addMessageIssue(context, rules.tooLarge);
        return;
      }
      const kind = await sniffImageKind(file);
      if (!kind || !rules.kinds.includes(kind)) addMessageIssue(context, rules.wrongType);
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
  currentPassword: formText.refine((value) => value.length > 0, "currentPasswordRequired").refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, "currentPasswordWrong"),
  newPassword,
});

export const bindPhoneSendCodeFormSchema = z.object({ phone });

export const bindPhoneVerifyFormSchema = z.object({
  phone,
  code: trimmedText.refine((value) => SMS_CODE_PATTERN.test(value), "smsCodeInvalid"),
});

export const feedbackFormSchema = z.object({
  content: feedbackText,
  contact: feedbackText,
  image: imageFile({ kinds: FEEDBACK_IMAGE_KINDS, tooLarge: "imageTooLarge", wrongType: "feedbackImageWrongType" }),
  roomNumber: trimmedText.refine((value) => value === "" || ROOM_NUMBER_PATTERN.test(value), "roomNumberInvalid").transform((value) => value || undefined),
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
