import { z } from "zod";
import { isAcceptableBirthday, isGender, nicknameProblem, PASSWORD_MAX_LENGTH, passwordLengthProblem, refinementOf } from "../../app/services/input-rules";
import { type Gender } from "../db/repositories/users";

const nickname = z
  .string({ invalid_type_error: "nicknameTooShort" })
  .transform((value) => value.trim())
  .superRefine(refinementOf(nicknameProblem));

const gender = z.custom<Gender>(isGender, "genderInvalid");

const newPassword = z.string({ required_error: "passwordTooShort", invalid_type_error: "passwordTooShort" }).superRefine(refinementOf(passwordLengthProblem));

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
            current: z.string({ required_error: "currentPasswordWrong", invalid_type_error: "currentPasswordWrong" }).max(PASSWORD_MAX_LENGTH * 4, "currentPasswordWrong"),
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
