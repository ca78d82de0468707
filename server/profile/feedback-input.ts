import { z } from "zod";
import { addMessageIssue } from "./input-issues";
import { characterCount, hasNul } from "./text";

export const FEEDBACK_TEXT_MIN = 6;
export const FEEDBACK_TEXT_MAX = 500;
const ROOM_NUMBER = /^\d{1,20}$/;

// Content and contact: both required, 6-500 characters once trimmed (spec section 5).
const feedbackText = z
  .string({ required_error: "feedbackRequired", invalid_type_error: "feedbackRequired" })
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    const length = characterCount(value);
    if (length === 0) addMessageIssue(context, "feedbackRequired");
    else if (length < FEEDBACK_TEXT_MIN || length > FEEDBACK_TEXT_MAX) addMessageIssue(context, "feedbackLength");
    else if (hasNul(value)) addMessageIssue(context, "sendFeedbackFailed");
  });

// A room number may come as text or as a number; blank means none.
const roomNumber = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: "roomNumberInvalid" }) })
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null))
  .refine((value) => value === null || ROOM_NUMBER.test(value), "roomNumberInvalid");

/** The param of /sys/feedback. */
export const feedbackInput = z.object(
  {
    content: feedbackText,
    contact: feedbackText,
    image: z
      .object({ base64: z.string({ required_error: "uploadImageError", invalid_type_error: "uploadImageError" }) }, { invalid_type_error: "uploadImageError" })
      .nullish(),
    roomNumber,
  },
  { invalid_type_error: "sendFeedbackFailed", required_error: "sendFeedbackFailed" },
);

export type FeedbackInput = z.infer<typeof feedbackInput>;
