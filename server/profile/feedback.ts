import { type MessageKey } from "../../contract/message-keys";
import { type RateLimit } from "../accounts/rate-limit";
import { insertFeedback, listUserFeedback, type FeedbackRow, type FeedbackStatus } from "../db/repositories/feedback";
import { deleteFiles, FEEDBACK_IMAGE_TYPES, prepareImage, writeImage, type ImageRefusal } from "../uploads/images";
import { type ProfileDependencies } from "./dependencies";
import { type FeedbackParam as FeedbackInput } from "../../contract/backend-calls/profile";

/** A feedback as the backend sends it (docs/backend-api.md). */
export interface PublicFeedback {
  id: number;
  content: string;
  contact: string;
  imageUrl: string | null;
  roomNumber: string | null;
  status: FeedbackStatus;
  createdAt: string;
  processedAt: string | null;
  reply: string | null;
}

export type FeedbackOutcome = { ok: true; feedback: PublicFeedback } | { ok: false; message: MessageKey };

/** Stored feedbacks per user. */
export const FEEDBACK_RATE_LIMIT: RateLimit = { name: "feedbacks-user", max: 10, windowMs: 60 * 60 * 1000 };

const IMAGE_REFUSALS: Record<ImageRefusal, MessageKey> = {
  too_large: "imageTooLarge",
  wrong_type: "feedbackImageWrongType",
  unreadable: "uploadImageError",
  dimensions_too_large: "imageDimensionsTooLarge",
};

export function toPublicFeedback(row: FeedbackRow): PublicFeedback {
  return {
    id: row.id,
    content: row.content,
    contact: row.contact,
    imageUrl: row.imageUrl,
    roomNumber: row.roomNumber,
    status: row.status === "Processed" ? "Processed" : "Unprocessed",
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    reply: row.reply,
  };
}

/** Stores a feedback of a user, its image first; the image file goes again when the row cannot be written. */
export async function submitFeedback(deps: ProfileDependencies, userId: number, input: FeedbackInput): Promise<FeedbackOutcome> {
  const limiter = deps.services.rateLimiter;
  const limitKey = `feedback:user:${userId}`;
  if (!(await limiter.check(limitKey, FEEDBACK_RATE_LIMIT)).allowed) return { ok: false, message: "tooManyAttempts" };

  // Re-encoded, never stored as sent (docs/decisions/013-image-uploads.md).
  const prepared = input.image
    ? await prepareImage({ base64: input.image.base64, allowed: FEEDBACK_IMAGE_TYPES, folder: "feedback" })
    : undefined;
  if (prepared && !prepared.ok) return { ok: false, message: IMAGE_REFUSALS[prepared.reason] };
  const stored = prepared?.ok ? await writeImage(prepared.image, deps.services.uploadsDir) : undefined;

  let row: FeedbackRow;
  try {
    row = await insertFeedback(
      deps.db,
      userId,
      { content: input.content, contact: input.contact, imageUrl: stored?.url ?? null, roomNumber: input.roomNumber },
      deps.now,
    );
  } catch (error) {
    if (stored)
      await deleteFiles(stored.paths).catch((cleanupError: unknown) =>
        deps.logger.warn({ err: cleanupError }, "feedback: could not delete the image"),
      );
    throw error;
  }
  await limiter.hit(limitKey, FEEDBACK_RATE_LIMIT);
  return { ok: true, feedback: toPublicFeedback(row) };
}

/** The user's own feedback, newest first. */
export async function listFeedback(deps: Pick<ProfileDependencies, "db">, userId: number): Promise<PublicFeedback[]> {
  return (await listUserFeedback(deps.db, userId, 50)).map(toPublicFeedback);
}
