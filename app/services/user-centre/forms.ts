// The forms of the user centre (/user): one zod schema per form, used by the page for instant
// feedback and by the action as the truth, both through conform (app/services/forms, decision 017).
// Every zod message is a message key (contract/message-keys.ts). An image field has two versions:
// the action's reads the file's first bytes (asynchronous, the truth); the browser's, synchronous
// because conform validates synchronously, checks the size and takes the declared type as a hint.
import { z } from "zod";
import { AVATAR_ACCEPT, AVATAR_IMAGE_KINDS, FEEDBACK_IMAGE_ACCEPT, FEEDBACK_IMAGE_KINDS } from "../../../contract/images";
import {
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
import { type MessageKey } from "../locale/messages";
import { formatDate } from "../locale/time";
import { imageFile, type ImageCheck, type ImageRules } from "../forms/image-field";

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

const phone = trimmedText
  .transform((value) => value.replace(PHONE_SEPARATORS, ""))
  .refine((value) => PHONE_PATTERN.test(value), "phoneInvalid");

const feedbackText = multilineText.superRefine(refinementOf(feedbackTextProblem));

const AVATAR_RULES: ImageRules = {
  kinds: AVATAR_IMAGE_KINDS,
  accept: AVATAR_ACCEPT,
  missing: "avatarRequired",
  tooLarge: "avatarTooLarge",
  wrongType: "avatarWrongType",
};
const FEEDBACK_IMAGE_RULES: ImageRules = {
  kinds: FEEDBACK_IMAGE_KINDS,
  accept: FEEDBACK_IMAGE_ACCEPT,
  tooLarge: "imageTooLarge",
  wrongType: "feedbackImageWrongType",
};

// ---- The forms ----

/** Each form's schema, written once; `check` says where its image fields are checked. */
function userFormSchemas(check: ImageCheck) {
  return {
    profile: z.object({
      nickname,
      gender: optionalGender,
      birthday: optionalBirthday,
    }),
    avatar: z.object({
      avatar: imageFile(AVATAR_RULES, check),
    }),
    password: z.object({
      currentPassword: formText
        .refine((value) => value.length > 0, "currentPasswordRequired")
        .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, "currentPasswordWrong"),
      newPassword,
    }),
    bindPhoneSendCode: z.object({ phone }),
    bindPhoneVerify: z.object({
      phone,
      code: trimmedText.refine((value) => SMS_CODE_PATTERN.test(value), "smsCodeInvalid"),
    }),
    feedback: z.object({
      content: feedbackText,
      contact: feedbackText,
      image: imageFile(FEEDBACK_IMAGE_RULES, check),
      roomNumber: trimmedText
        .refine((value) => value === "" || ROOM_NUMBER_PATTERN.test(value), "roomNumberInvalid")
        .transform((value) => value || undefined),
    }),
    unfollow: z.object({
      anchorId: trimmedText.refine((value) => USER_ID.test(value), "errorOccurred"),
    }),
  } as const satisfies Record<UserFormIntent, z.AnyZodObject>;
}

/** The action's schemas, the truth: image fields are read by their first bytes (parse them asynchronously). */
export const USER_FORM_SCHEMAS = userFormSchemas("action");

/** The page's schemas, synchronous for conform: image fields by size and declared type. */
export const BROWSER_USER_FORM_SCHEMAS = userFormSchemas("browser");

export type UserFormData<I extends UserFormIntent> = z.output<(typeof USER_FORM_SCHEMAS)[I]>;

// ---- What a refused form gets back ----

/** Fields never sent back after a refusal: the passwords, and the one-time SMS code. Files never are (conform drops them). */
export const NEVER_ECHOED: Record<UserFormIntent, readonly string[]> = {
  profile: [],
  avatar: [],
  password: ["currentPassword", "newPassword"],
  bindPhoneSendCode: [],
  bindPhoneVerify: ["code"],
  feedback: [],
  unfollow: [],
};

/** Forms whose failure has its own message in the spec's catalogue: it titles the toast. */
export const FAILURE_TITLES: Partial<Record<UserFormIntent, MessageKey>> = {
  profile: "updateProfileFailed",
  avatar: "updateAvatarFailed",
  feedback: "sendFeedbackFailed",
};
