import { z } from "zod";
import { feedbackTextProblem, refinementOf, ROOM_NUMBER_PATTERN } from "../../app/services/input-rules";
import { hasNul } from "./text";

// Content and contact: both required, 6-500 characters once trimmed (spec section 5); then no NUL.
const feedbackText = z
  .string({ required_error: "feedbackRequired", invalid_type_error: "feedbackRequired" })
  .transform((value) => value.trim())
  .superRefine(refinementOf((value) => feedbackTextProblem(value) ?? (hasNul(value) ? "sendFeedbackFailed" : null)));

// A room number may come as text or as a number; blank means none.
const roomNumber = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: "roomNumberInvalid" }) })
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null))
  .refine((value) => value === null || ROOM_NUMBER_PATTERN.test(value), "roomNumberInvalid");

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
