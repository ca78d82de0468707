// Every uploaded image is decoded and encoded again with sharp, never stored as sent
// (docs/decisions/013-image-uploads.md): turned upright from its EXIF orientation, resized, and
// written from bare pixels, so no EXIF, GPS, ICC, XMP or anything hidden in the file survives.
import type createSharp from "sharp";
import { type Metadata, type OutputInfo, type ResizeOptions, type Sharp, type SharpOptions } from "sharp";
import { AVATAR_SIZE, AVATAR_SMALL_SIZE } from "../../contract/avatar-url";

/** The largest width or height accepted, in pixels. */
export const MAX_IMAGE_SIDE = 4096;
/** What sharp may decode at most (4096 × 4096, about 16.7 megapixels): a second check behind the size check. */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
/** The longest side of a stored feedback image. */
export const FEEDBACK_IMAGE_MAX_SIDE = 1600;
export const JPEG_QUALITY = 82;
/** A stuck decode gives up after this long. */
const TIMEOUT_SECONDS = 20;

export type EncodedFormat = "jpeg" | "png";

export interface RenditionSpec {
  /** Added to the file's random name, before the extension: "-256", or "" for none. */
  suffix: string;
  resize: ResizeOptions & { width: number; height: number };
}

/** Avatars: square, cropped to the centre; the small copy is made from the large one. */
export const AVATAR_RENDITIONS: readonly RenditionSpec[] = [
  { suffix: `-${AVATAR_SIZE}`, resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", position: "centre" } },
  { suffix: `-${AVATAR_SMALL_SIZE}`, resize: { width: AVATAR_SMALL_SIZE, height: AVATAR_SMALL_SIZE, fit: "cover", position: "centre" } },
];

/** Feedback images: the longest side at most 1600, the shape kept, never enlarged. */
export const FEEDBACK_RENDITIONS: readonly RenditionSpec[] = [
  { suffix: "", resize: { width: FEEDBACK_IMAGE_MAX_SIDE, height: FEEDBACK_IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true } },
];

/** A post's cover: the size link previews use (docs/content.md), cropped to the centre. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
export const COVER_RENDITIONS: readonly RenditionSpec[] = [
  { suffix: "", resize: { width: COVER_WIDTH, height: COVER_HEIGHT, fit: "cover", position: "centre" } },
];

/** A live room's cover: the 16:9 of a video's poster, cropped to the centre. */
export const ROOM_COVER_RENDITIONS: readonly RenditionSpec[] = [
  { suffix: "", resize: { width: 1280, height: 720, fit: "cover", position: "centre" } },
];

export interface Rendition {
  suffix: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ReencodedImage {
  format: EncodedFormat;
  /** One per spec, in the same order. */
  renditions: Rendition[];
}

export type ReencodeRefusal = "dimensions_too_large" | "unreadable";
export type ReencodeResult = { ok: true; image: ReencodedImage } | { ok: false; reason: ReencodeRefusal };

type SharpFactory = typeof createSharp;
let loadingSharp: Promise<SharpFactory> | undefined;

/**
 * sharp and libvips (~20 MB resident) load with the first upload, not with the server. Its
 * process-wide settings: one libvips thread per image and no operation cache, so that an upload
 * never takes both cores (or cached memory) from page rendering.
 */
function loadSharp(): Promise<SharpFactory> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

// One image at a time: sharp runs on libuv's thread pool (4 threads), which password hashing
// and file access share; a burst of uploads waits here instead of filling it.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

// Untrusted input: refuse on any decoder warning (a truncated or corrupt file), decode at most
// MAX_IMAGE_PIXELS, read only the first frame of a GIF, and turn the image upright.
const INPUT: SharpOptions = { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS, page: 0, pages: 1, autoOrient: true };

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

function fromPixels(sharp: SharpFactory, { data, info }: Pixels): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).timeout({ seconds: TIMEOUT_SECONDS });
}

/** Whether any pixel is not fully opaque (RGBA: every fourth byte is the alpha). */
function hasTransparency({ data, info }: Pixels): boolean {
  if (info.channels !== 4) return false;
  for (let index = 3; index < data.length; index += 4) {
    if (data[index] !== 255) return true;
  }
  return false;
}

async function encode(sharp: SharpFactory, pixels: Pixels, format: EncodedFormat, palette: boolean): Promise<Buffer> {
  const image = fromPixels(sharp, pixels);
  if (format === "png") return image.png({ palette }).toBuffer();
  // Opaque pixels stay as they are; transparent ones (a cover, always JPEG) go on white.
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

async function reencode(bytes: Buffer, specs: readonly RenditionSpec[], fixedFormat: EncodedFormat | undefined): Promise<ReencodeResult> {
  const [first, ...others] = specs;
  if (!first) throw new Error("reencodeImage needs at least one rendition");
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded yet, so any declared size is safe to read here.
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (metadata.width > MAX_IMAGE_SIDE || metadata.height > MAX_IMAGE_SIDE) return { ok: false, reason: "dimensions_too_large" };

  try {
    // Decoded once, at the first rendition's size, into bare sRGB pixels with an alpha channel.
    const main: Pixels = await sharp(bytes, INPUT)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .resize(first.resize)
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const all = [main];
    for (const spec of others) all.push(await fromPixels(sharp, main).resize(spec.resize).raw().toBuffer({ resolveWithObject: true }));

    // Photos as JPEG; transparency and palette images (GIF, palette PNG: flat colours and sharp
    // edges, which JPEG smears) as PNG.
    const format: EncodedFormat = fixedFormat ?? (hasTransparency(main) || metadata.isPalette ? "png" : "jpeg");
    const renditions: Rendition[] = [];
    for (const [index, pixels] of all.entries()) {
      renditions.push({
        suffix: specs[index]?.suffix ?? "",
        bytes: await encode(sharp, pixels, format, metadata.isPalette),
        width: pixels.info.width,
        height: pixels.info.height,
      });
    }
    return { ok: true, image: { format, renditions } };
  } catch {
    // Truncated or corrupt pixel data, a decoder that disagrees with the header, a timeout.
    return { ok: false, reason: "unreadable" };
  }
}

/**
 * Decodes an image (PNG, JPEG, GIF or WebP bytes) and encodes it again at each of the sizes asked
 * for, in `format` when given, else in the format that suits its pixels.
 */
export function reencodeImage(bytes: Buffer, specs: readonly RenditionSpec[], format?: EncodedFormat): Promise<ReencodeResult> {
  return oneAtATime(() => reencode(bytes, specs, format));
}
