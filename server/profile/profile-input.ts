import { z } from "zod";
import { type Gender } from "../db/repositories/users";
import { isAcceptableBirthday } from "./birthday";
import { addMessageIssue } from "./input-issues";
import { characterCount, hasControlCharacters } from "./text";

export const NICKNAME_MIN = 6;
export const NICKNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
const GENDERS: readonly Gender[] = ["male", "female", "other"];

const nickname = z
  .string({ invalid_type_error: "nicknameTooShort" })
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    if (hasControlCharacters(value)) addMessageIssue(context, "nicknameInvalid");
    else if (characterCount(value) < NICKNAME_MIN) addMessageIssue(context, "nicknameTooShort");
    else if (characterCount(value) > NICKNAME_MAX) addMessageIssue(context, "nicknameTooLong");
  });

const gender = z.custom<Gender>((value) => typeof value === "string" && (GENDERS as readonly string[]).includes(value), "genderInvalid");

const newPassword = z.string({ required_error: "passwordTooShort", invalid_type_error: "passwordTooShort" }).superRefine((value, context) => {
  if (characterCount(value) < PASSWORD_MIN) addMessageIssue(context, "passwordTooShort");
  else if (characterCount(value) > PASSWORD_MAX) addMessageIssue(context, "passwordTooLong");
});

/** The param of /user/updateUser; `today` (YYYY-MM-DD, site calendar) bounds the birthday. Every field is optional. */
export function profileChangesSchema(today: string) {
  return z.object(
    {
      nickname: nickname.optional(),
      gender: gender.optional(),
      birthday: z
        .string({ invalid_type_error: "birthDateInvalid" })
        .refine((value) => isAcceptableBirthday(value, today), "birthDateInvalid")
        .optional(),
      avatar: z
        .object({ base64: z.string({ required_error: "updateAvatarFailed", invalid_type_error: "updateAvatarFailed" }) }, { invalid_type_error: "updateAvatarFailed" })
        .optional(),
      password: z
        .object(
          {
            current: z.string({ required_error: "currentPasswordWrong", invalid_type_error: "currentPasswordWrong" }).max(PASSWORD_MAX * 4, "currentPasswordWrong"),
            next: newPassword,
          },
          { invalid_type_error: "currentPasswordWrong" },
        )
        .optional(),
    },
    { invalid_type_error: "updateProfileFailed", required_error: "updateProfileFailed" },
  );
}

export type ProfileChanges = z.infer<ReturnType<typeof profileChangesSchema>>;
