// Image types read from the first bytes of a file, never from its name or the browser's MIME type.
// The /user action uses it as its check before upload (the page, which validates synchronously,
// only checks the declared type: docs/decisions/017-forms-with-conform.md).
// The backend checks the bytes again with these signatures and more (server/uploads/image-format.ts).

export type ImageKind = "png" | "jpeg" | "gif" | "webp";

/** Largest accepted image (spec section 5: 2MB), counted on the file's bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const AVATAR_IMAGE_KINDS: readonly ImageKind[] = ["png", "jpeg"];
export const FEEDBACK_IMAGE_KINDS: readonly ImageKind[] = ["png", "jpeg", "gif"];
/** A post's cover (the admin area, docs/admin.md): stored as a 1200×630 JPEG whatever it was sent as. */
export const COVER_IMAGE_KINDS: readonly ImageKind[] = ["jpeg", "png", "webp"];

/** What the file inputs offer; only a hint to the browser's picker, the bytes still decide. */
export const AVATAR_ACCEPT = "image/png,image/jpeg";
export const FEEDBACK_IMAGE_ACCEPT = "image/png,image/jpeg,image/gif";
export const COVER_ACCEPT = "image/jpeg,image/png,image/webp";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const GIF87_SIGNATURE = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89_SIGNATURE = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
// WebP: a RIFF container ("RIFF", 4 bytes of size, "WEBP").
const RIFF_SIGNATURE = [0x52, 0x49, 0x46, 0x46];
const WEBP_FORM = [0x57, 0x45, 0x42, 0x50];
const WEBP_FORM_OFFSET = 8;

/** How many leading bytes imageKindOf needs. */
export const SIGNATURE_LENGTH = WEBP_FORM_OFFSET + WEBP_FORM.length;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the leading bytes announce, or null when they announce none of PNG, JPEG, GIF, WebP. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(bytes, GIF87_SIGNATURE) || startsWith(bytes, GIF89_SIGNATURE)) return "gif";
  if (startsWith(bytes, RIFF_SIGNATURE) && startsWith(bytes, WEBP_FORM, WEBP_FORM_OFFSET)) return "webp";
  return null;
}

/** Reads only the first bytes of a file (a File is a Blob) and names its image type. */
export async function sniffImageKind(file: Blob): Promise<ImageKind | null> {
  const head = await file.slice(0, SIGNATURE_LENGTH).arrayBuffer();
  return imageKindOf(new Uint8Array(head));
}

// What the backend names an upload: /uploads/<folder>/<random name>.<extension>.
const UPLOADED_IMAGE_PATH = /^\/uploads\/(?:avatars|feedback|covers)\/[A-Za-z0-9_-]{1,100}\.(?:png|jpe?g|gif|webp)$/;

/** Whether a value is the path of an image this site stored: nothing else is ever rendered as an image source. */
export function isUploadedImagePath(value: unknown): value is string {
  return typeof value === "string" && UPLOADED_IMAGE_PATH.test(value);
}
