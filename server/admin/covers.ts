import { type MessageKey } from "../../contract/message-keys";
import { type Logger } from "../logger";
import {
  COVER_IMAGE_TYPES,
  deleteFiles,
  deleteStoredImage,
  prepareImage,
  writeImage,
  type ImageRefusal,
  type StoredImage,
} from "../uploads/images";
import { refused, type AdminOutcome } from "./outcome";

// Post covers (docs/admin.md): JPEG, PNG or WebP of at most 2 MB, recognised by their bytes,
// never stored as sent but re-encoded as one 1200×630 JPEG cropped to the centre under
// <uploadsDir>/covers/ (server/uploads). The seeded covers under /images/covers/ are files of the
// site, never deleted here.

const COVER_REFUSALS: Record<ImageRefusal, MessageKey> = {
  too_large: "coverTooLarge",
  wrong_type: "coverWrongType",
  unreadable: "coverUnreadable",
  dimensions_too_large: "coverUnreadable",
};

/** Checks, re-encodes and writes a cover sent as base64; refused on the field "cover". */
export async function storeCover(base64: string, uploadsDir: string): Promise<AdminOutcome<StoredImage>> {
  const prepared = await prepareImage({ base64, allowed: COVER_IMAGE_TYPES, folder: "covers" });
  if (!prepared.ok) return refused(COVER_REFUSALS[prepared.reason], "cover");
  return { ok: true, value: await writeImage(prepared.image, uploadsDir) };
}

/** Deletes a cover's files after the write that stopped using them; a failure is logged, not the admin's problem. */
export async function deleteCoverQuietly(stored: StoredImage | string, uploadsDir: string, logger: Logger): Promise<void> {
  try {
    if (typeof stored === "string") await deleteStoredImage(stored, "covers", uploadsDir);
    else await deleteFiles(stored.paths);
  } catch (error) {
    logger.warn({ err: error }, "admin: could not delete a cover");
  }
}
