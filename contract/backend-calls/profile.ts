// Params and results of the profile calls: profile changes, feedback, follows, reminders
// (docs/backend-api.md). Every zod message is a message key.
import { z } from "zod";
import { GENDERS } from "../domain/types";
import { publicUserSchema } from "../domain/user-info";
import {
  feedbackTextProblem,
  isRealCalendarDate,
  nicknameProblem,
  PASSWORD_MAX_LENGTH,
  passwordLengthProblem,
  refinementOf,
  ROOM_NUMBER_PATTERN,
} from "../input-rules";

// ---- /user/updateUser: every field optional; the backend also bounds the birthday by today ----

const nickname = z
  .string({ invalid_type_error: "nicknameTooShort" })
  .transform((value) => value.trim())
  .superRefine(refinementOf(nicknameProblem));

const newPassword = z
  .string({ required_error: "passwordTooShort", invalid_type_error: "passwordTooShort" })
  .superRefine(refinementOf(passwordLengthProblem));

/** An uploaded image travels as base64 inside the param (docs/decisions/008-images-travel-inside-the-protocol.md). */
const imageParam = (problem: "updateAvatarFailed" | "uploadImageError") =>
  z.object({ base64: z.string({ required_error: problem, invalid_type_error: problem }) }, { invalid_type_error: problem });

export const profileChangesParam = z.object(
  {
    nickname: nickname.optional(),
    gender: z.enum(GENDERS, { errorMap: () => ({ message: "genderInvalid" }) }).optional(),
    birthday: z.string({ invalid_type_error: "birthDateInvalid" }).refine(isRealCalendarDate, "birthDateInvalid").optional(),
    avatar: imageParam("updateAvatarFailed").optional(),
    password: z
      .object(
        {
          current: z
            .string({ required_error: "currentPasswordWrong", invalid_type_error: "currentPasswordWrong" })
            .max(PASSWORD_MAX_LENGTH * 4, "currentPasswordWrong"),
          next: newPassword,
        },
        { invalid_type_error: "currentPasswordWrong" },
      )
      .optional(),
  },
  { invalid_type_error: "updateProfileFailed", required_error: "updateProfileFailed" },
);
export type ProfileChanges = z.infer<typeof profileChangesParam>;

export const userResult = z.object({ user: publicUserSchema });

// ---- /sys/feedback, /sys/feedbackList ----

// Content and contact: both required, 6-500 characters once trimmed (spec section 5).
const feedbackText = z
  .string({ required_error: "feedbackRequired", invalid_type_error: "feedbackRequired" })
  .transform((value) => value.trim())
  .superRefine(refinementOf(feedbackTextProblem));

// A room number may come as text or as a number; blank means none.
const roomNumber = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: "roomNumberInvalid" }) })
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null))
  .refine((value) => value === null || ROOM_NUMBER_PATTERN.test(value), "roomNumberInvalid");

export const feedbackParam = z.object(
  { content: feedbackText, contact: feedbackText, image: imageParam("uploadImageError").nullish(), roomNumber },
  { invalid_type_error: "sendFeedbackFailed", required_error: "sendFeedbackFailed" },
);
export type FeedbackParam = z.infer<typeof feedbackParam>;

export const FEEDBACK_STATUSES = ["Unprocessed", "Processed"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  contact: z.string(),
  imageUrl: z.string().nullable(),
  roomNumber: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** When an admin marked it Processed (ISO 8601), and the answer they gave, if any. */
  processedAt: z.string().nullable(),
  reply: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackResult = z.object({ feedback: feedbackSchema });
export const feedbackListResult = z.object({ items: z.array(feedbackSchema) });

// ---- /live/attention, /live/attentionList (attention = follow, anchor = commentator) ----

const LARGEST_ID = 2_147_483_647;

/** A row id as the browser may send it: a number, or its digits as text. */
export const idParam = z
  .union([
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
    z.number(),
  ])
  .pipe(z.number().int().min(1).max(LARGEST_ID));

export const followParam = z.object({
  // A user id.
  anchorId: idParam,
  follow: z.boolean(),
});
export const followResult = z.object({ following: z.boolean() });

export const followedCommentatorSchema = z.object({
  anchorId: z.string(),
  nickName: z.string(),
  icon: z.string(),
  followedAt: z.string(),
  /** Whether the commentator's room is live now (the followed list's "đang live"). */
  isLive: z.boolean(),
  /** The commentator's room (/truc-tiep/{roomSlug}), null when they have none. */
  roomSlug: z.string().nullable(),
});
export type FollowedCommentator = z.infer<typeof followedCommentatorSchema>;
export const followListResult = z.object({ items: z.array(followedCommentatorSchema) });

// ---- /match/reservationList (reservation = match reminder) ----

export const reminderSchema = z.object({ matchId: z.string(), createdAt: z.string() });
export type MatchReminder = z.infer<typeof reminderSchema>;
export const reminderListResult = z.object({ items: z.array(reminderSchema) });
