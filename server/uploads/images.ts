import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { AVATAR_IMAGE_KINDS, COVER_IMAGE_KINDS, FEEDBACK_IMAGE_KINDS, MAX_IMAGE_BYTES } from "../../contract/images";
import { decodeStrictBase64 } from "./base64";
import { detectImage, type ImageType } from "./image-format";
import {
  AVATAR_RENDITIONS,
  COVER_RENDITIONS,
  FEEDBACK_RENDITIONS,
  ROOM_COVER_RENDITIONS,
  MAX_IMAGE_SIDE,
  reencodeImage,
  type EncodedFormat,
  type Rendition,
  type RenditionSpec,
} from "./reencode";

export { base64Length, decodeStrictBase64, type Base64DecodeResult } from "./base64";
export { detectImage, sniffImageType, type ImageDetection, type ImageDimensions, type ImageType } from "./image-format";
export { MAX_IMAGE_SIDE } from "./reencode";
/** Largest uploaded image, the web forms' limit too; here counted on the decoded bytes. */
export { MAX_IMAGE_BYTES };

/** Where the backend serves services.uploadsDir (server/backend/service.ts). */
export const UPLOADS_URL_PREFIX = "/uploads";

export type UploadFolder = "avatars" | "feedback" | "covers" | "room-covers";
export type ImageRefusal = "too_large" | "wrong_type" | "unreadable" | "dimensions_too_large";

// The types the web forms accept (contract/images.ts); BMP is never allowed.
export const AVATAR_IMAGE_TYPES: readonly ImageType[] = AVATAR_IMAGE_KINDS;
export const FEEDBACK_IMAGE_TYPES: readonly ImageType[] = FEEDBACK_IMAGE_KINDS;
export const COVER_IMAGE_TYPES: readonly ImageType[] = COVER_IMAGE_KINDS;

/** The sizes each folder stores (docs/decisions/013-image-uploads.md); the first one's URL is the image's. */
const RENDITIONS: Record<UploadFolder, readonly RenditionSpec[]> = {
  avatars: AVATAR_RENDITIONS,
  feedback: FEEDBACK_RENDITIONS,
  covers: COVER_RENDITIONS,
  "room-covers": ROOM_COVER_RENDITIONS,
};
/** Folders stored in one format whatever the pixels (covers: link previews want JPEG); the others choose by the pixels. */
const FIXED_FORMATS: Partial<Record<UploadFolder, EncodedFormat>> = { covers: "jpeg", "room-covers": "jpeg" };

const EXTENSIONS: Record<EncodedFormat, string> = { jpeg: "jpg", png: "png" };
// Names this module gives: 32 hex characters, maybe a size, and a known extension (gif and bmp
// are only found among files stored before images were re-encoded).
const STORED_NAME = /^([0-9a-f]{32})(-\d{1,4})?\.(png|jpg|gif|bmp)$/;

/** Decoded, recognised and accepted image bytes, not yet re-encoded nor written anywhere. */
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

/**
 * Decodes the base64 and checks the image by its content: type, byte size, and the width and
 * height its header declares, all before a pixel is decoded. Writes nothing.
 */
export function checkImage({ base64, allowed, maxBytes = MAX_IMAGE_BYTES }: CheckImageOptions): CheckImageResult {
  const decoded = decodeStrictBase64(base64, maxBytes);
  if (!decoded.ok) return decoded;
  const detection = detectImage(decoded.bytes);
  if (detection.status === "unknown" || !allowed.includes(detection.type)) return { ok: false, reason: "wrong_type" };
  if (detection.status === "malformed") return { ok: false, reason: "unreadable" };
  const { type, width, height } = detection;
  // A decompression bomb is a small file declaring a huge size: refused on its word.
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return { ok: false, reason: "dimensions_too_large" };
  return { ok: true, image: { type, width, height, bytes: decoded.bytes } };
}

/** A checked image encoded again at the sizes of its folder, not yet written anywhere. */
export interface PreparedImage {
  folder: UploadFolder;
  format: EncodedFormat;
  /** The main size first. */
  renditions: Rendition[];
}

export type PrepareImageResult = { ok: true; image: PreparedImage } | { ok: false; reason: ImageRefusal };

export interface PrepareImageOptions extends CheckImageOptions {
  folder: UploadFolder;
}

/** checkImage, then the re-encoding at the folder's sizes (server/uploads/reencode.ts). Writes nothing. */
export async function prepareImage(options: PrepareImageOptions): Promise<PrepareImageResult> {
  const checked = checkImage(options);
  if (!checked.ok) return checked;
  const reencoded = await reencodeImage(checked.image.bytes, RENDITIONS[options.folder], FIXED_FORMATS[options.folder]);
  if (!reencoded.ok) return reencoded;
  return { ok: true, image: { folder: options.folder, ...reencoded.image } };
}

export interface StoredImage {
  /** The URL the backend serves the main size at, e.g. /uploads/avatars/<random>-256.jpg. */
  url: string;
  /** The main size's file on disk. */
  path: string;
  /** Every file written, the main size first. */
  paths: string[];
}

/**
 * Writes a prepared image under `<uploadsDir>/<folder>/`: one random name for all its sizes, the
 * extension of the format it was encoded in. Files already written go again when one fails.
 */
export async function writeImage(image: PreparedImage, uploadsDir: string): Promise<StoredImage> {
  const id = randomBytes(16).toString("hex");
  const directory = path.join(uploadsDir, image.folder);
  await mkdir(directory, { recursive: true });
  const nameOf = (rendition: Rendition) => `${id}${rendition.suffix}.${EXTENSIONS[image.format]}`;
  const paths: string[] = [];
  try {
    for (const rendition of image.renditions) {
      const filePath = path.join(directory, nameOf(rendition));
      await writeFile(filePath, rendition.bytes, { flag: "wx", mode: 0o644 });
      paths.push(filePath);
    }
  } catch (error) {
    await deleteFiles(paths).catch(() => undefined);
    throw error;
  }
  const [mainPath] = paths;
  if (!mainPath) throw new Error("writeImage: an image without any size");
  return { url: `${UPLOADS_URL_PREFIX}/${image.folder}/${path.basename(mainPath)}`, path: mainPath, paths };
}

export interface StoreImageOptions extends PrepareImageOptions {
  uploadsDir: string;
}

export type StoreImageResult = ({ ok: true } & StoredImage) | { ok: false; reason: ImageRefusal };

/** prepareImage, then writeImage. */
export async function storeImage(options: StoreImageOptions): Promise<StoreImageResult> {
  const prepared = await prepareImage(options);
  if (!prepared.ok) return prepared;
  return { ok: true, ...(await writeImage(prepared.image, options.uploadsDir)) };
}

/** Deletes a file by path; a file already gone is fine. */
export async function deleteFile(filePath: string): Promise<void> {
  try {
    await unlink(filePath);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
  }
}

/** Deletes files by path; files already gone are fine. */
export async function deleteFiles(filePaths: readonly string[]): Promise<void> {
  for (const filePath of filePaths) await deleteFile(filePath);
}

/**
 * Deletes an image this module stored, given its URL, with its other sizes; anything else (an
 * outside URL, another folder, a name this module does not give) is left alone. Returns whether
 * a file was targeted.
 */
export async function deleteStoredImage(url: string, folder: UploadFolder, uploadsDir: string): Promise<boolean> {
  const prefix = `${UPLOADS_URL_PREFIX}/${folder}/`;
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  const match = STORED_NAME.exec(name);
  if (!match) return false;
  const [, id, suffix, extension] = match;
  const sizes = suffix ? RENDITIONS[folder].map((rendition) => `${id}${rendition.suffix}.${extension}`) : [];
  await deleteFiles([...new Set([name, ...sizes])].map((each) => path.join(uploadsDir, folder, each)));
  return true;
}
