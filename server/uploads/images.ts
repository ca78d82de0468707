import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { AVATAR_IMAGE_KINDS, FEEDBACK_IMAGE_KINDS, MAX_IMAGE_BYTES } from "../../contract/images";
import { decodeStrictBase64 } from "./base64";
import { detectImage, type ImageType } from "./image-format";

export { base64Length, decodeStrictBase64, type Base64DecodeResult } from "./base64";
export { detectImage, MAX_IMAGE_SIDE, sniffImageType, type ImageDetection, type ImageDimensions, type ImageType } from "./image-format";
/** Largest uploaded image, the web forms' limit too; here counted on the decoded bytes. */
export { MAX_IMAGE_BYTES };

/** Where the backend serves services.uploadsDir (server/backend/service.ts). */
export const UPLOADS_URL_PREFIX = "/uploads";

export type UploadFolder = "avatars" | "feedback";
export type ImageRefusal = "too_large" | "wrong_type" | "unreadable";

// The types the web forms accept (app/services/image-signature.ts); BMP is never allowed.
export const AVATAR_IMAGE_TYPES: readonly ImageType[] = AVATAR_IMAGE_KINDS;
export const FEEDBACK_IMAGE_TYPES: readonly ImageType[] = FEEDBACK_IMAGE_KINDS;

const EXTENSIONS: Record<ImageType, string> = { png: "png", jpeg: "jpg", gif: "gif", bmp: "bmp" };
// Names this module gives: 32 hex characters and a known extension.
const STORED_NAME = /^[0-9a-f]{32}\.(?:png|jpg|gif|bmp)$/;

/** Decoded, recognised and accepted image bytes, not yet written anywhere. */
export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
  bytes: Buffer;
}

export type CheckImageResult = { ok: true; image: CheckedImage } | { ok: false; reason: ImageRefusal };

export interface CheckImageOptions {
  /** Base64 text, optionally with a `data:image/...;base64,` prefix whose claimed type is ignored. */
  base64: string;
  allowed: readonly ImageType[];
  maxBytes?: number;
}

/** Decodes and checks an uploaded image by its content; writes nothing. */
export function checkImage({ base64, allowed, maxBytes = MAX_IMAGE_BYTES }: CheckImageOptions): CheckImageResult {
  const decoded = decodeStrictBase64(base64, maxBytes);
  if (!decoded.ok) return decoded;
  const detection = detectImage(decoded.bytes);
  if (detection.status === "unknown" || !allowed.includes(detection.type)) return { ok: false, reason: "wrong_type" };
  if (detection.status === "malformed") return { ok: false, reason: "unreadable" };
  const { type, width, height } = detection;
  return { ok: true, image: { type, width, height, bytes: decoded.bytes } };
}

export interface StoredImage {
  /** The URL the backend serves it at, e.g. /uploads/avatars/<random>.png. */
  url: string;
  /** The file on disk. */
  path: string;
}

/** Writes a checked image under `<uploadsDir>/<folder>/` with a random name and the extension of its detected type. */
export async function writeImage(image: CheckedImage, folder: UploadFolder, uploadsDir: string): Promise<StoredImage> {
  const name = `${randomBytes(16).toString("hex")}.${EXTENSIONS[image.type]}`;
  const directory = path.join(uploadsDir, folder);
  await mkdir(directory, { recursive: true });
  const filePath = path.join(directory, name);
  await writeFile(filePath, image.bytes, { flag: "wx", mode: 0o644 });
  return { url: `${UPLOADS_URL_PREFIX}/${folder}/${name}`, path: filePath };
}

export interface StoreImageOptions extends CheckImageOptions {
  folder: UploadFolder;
  uploadsDir: string;
}

export type StoreImageResult = ({ ok: true } & StoredImage) | { ok: false; reason: ImageRefusal };

/** checkImage, then writeImage. */
export async function storeImage(options: StoreImageOptions): Promise<StoreImageResult> {
  const checked = checkImage(options);
  if (!checked.ok) return checked;
  return { ok: true, ...(await writeImage(checked.image, options.folder, options.uploadsDir)) };
}

/** Deletes a file by path; a file already gone is fine. */
export async function deleteFile(filePath: string): Promise<void> {
  try {
    await unlink(filePath);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
  }
}

/**
 * Deletes an image this module stored, given its URL; anything else (an outside URL, another
 * folder, a name this module does not give) is left alone. Returns whether a file was targeted.
 */
export async function deleteStoredImage(url: string, folder: UploadFolder, uploadsDir: string): Promise<boolean> {
  const prefix = `${UPLOADS_URL_PREFIX}/${folder}/`;
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  if (!STORED_NAME.test(name)) return false;
  await deleteFile(path.join(uploadsDir, folder, name));
  return true;
}
