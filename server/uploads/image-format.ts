// Image types read from the first bytes of the file (its signature and header), never from a
// name or a claimed MIME type. The PNG, JPEG, GIF and WebP signatures are the browser's
// (contract/images.ts); the backend also knows BMP, and checks the header behind
// the signature.
import { imageKindOf, type ImageKind } from "../../contract/images";

export type ImageType = ImageKind | "bmp";

export interface ImageDimensions {
  width: number;
  height: number;
}

export type ImageDetection =
  | { status: "image"; type: ImageType; width: number; height: number }
  /** A known signature whose header is broken or declares a size the format cannot have. */
  | { status: "malformed"; type: ImageType }
  | { status: "unknown" };

/**
 * The largest width or height any of these formats can declare (PNG's limit, 2^31 - 1). A larger
 * header is broken; a smaller but still huge one is well-formed, and refused by the upload's
 * size limit (server/uploads/images.ts), not here.
 */
const LARGEST_DECLARABLE_SIDE = 0x7fff_ffff;

const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

export function sniffImageType(bytes: Buffer): ImageType | null {
  const kind = imageKindOf(bytes);
  if (kind) return kind;
  if (bytes.length >= 2 && bytes[0] === 0x42 && bytes[1] === 0x4d) return "bmp";
  return null;
}

// PNG: the first chunk must be IHDR (length 13): width and height as big-endian 32-bit integers.
function pngDimensions(bytes: Buffer): ImageDimensions | null {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// GIF: the logical screen size, little-endian 16-bit, right after the signature.
function gifDimensions(bytes: Buffer): ImageDimensions | null {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

// Start-of-frame markers C0-CF, except DHT (C4), JPG (C8) and DAC (CC) which share the range.
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

// JPEG: walks the marker segments after SOI to the frame header, which holds the size.
function jpegDimensions(bytes: Buffer): ImageDimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes.readUInt8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // markers without a length
      continue;
    }
    // End of image, or image data, before any frame header: nothing a browser could draw.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 8 || offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

// BMP: file header (14 bytes) then a DIB header of a known size; a negative height means top-down.
function bmpDimensions(bytes: Buffer): ImageDimensions | null {
  if (bytes.length < 26) return null;
  const headerSize = bytes.readUInt32LE(14);
  const pixelOffset = bytes.readUInt32LE(10);
  if (!BMP_HEADER_SIZES.has(headerSize) || pixelOffset < 14 + headerSize || pixelOffset > bytes.length) return null;
  if (headerSize === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  return { width: bytes.readInt32LE(18), height: Math.abs(bytes.readInt32LE(22)) };
}

// WebP: after "RIFF", the size and "WEBP", the first chunk says how the image is coded, and its
// header holds the size: VP8 (lossy) a key frame's 14-bit sides after its start code, VP8L
// (lossless) 14-bit sides minus one after its signature byte, VP8X (extended) the canvas's 24-bit
// sides minus one.
const WEBP_CHUNK = 12;
const WEBP_DATA = 20;
function webpDimensions(bytes: Buffer): ImageDimensions | null {
  if (bytes.length < WEBP_DATA) return null;
  const chunkSize = bytes.readUInt32LE(WEBP_CHUNK + 4);
  switch (bytes.toString("latin1", WEBP_CHUNK, WEBP_CHUNK + 4)) {
    case "VP8 ": {
      // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9d 01 2a, then width and height.
      if (chunkSize < 10 || bytes.length < WEBP_DATA + 10 || (bytes[WEBP_DATA] ?? 1) & 1) return null;
      if (bytes[WEBP_DATA + 3] !== 0x9d || bytes[WEBP_DATA + 4] !== 0x01 || bytes[WEBP_DATA + 5] !== 0x2a) return null;
      return { width: bytes.readUInt16LE(WEBP_DATA + 6) & 0x3fff, height: bytes.readUInt16LE(WEBP_DATA + 8) & 0x3fff };
    }
    case "VP8L": {
      if (chunkSize < 5 || bytes.length < WEBP_DATA + 5 || bytes[WEBP_DATA] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(WEBP_DATA + 1);
      // The top 3 bits are the version, which is 0.
      if (bits >>> 29 !== 0) return null;
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8X": {
      if (chunkSize < 10 || bytes.length < WEBP_DATA + 10) return null;
      return { width: bytes.readUIntLE(WEBP_DATA + 4, 3) + 1, height: bytes.readUIntLE(WEBP_DATA + 7, 3) + 1 };
    }
    default:
      return null;
  }
}

const DIMENSION_READERS: Record<ImageType, (bytes: Buffer) => ImageDimensions | null> = {
  png: pngDimensions,
  jpeg: jpegDimensions,
  gif: gifDimensions,
  webp: webpDimensions,
  bmp: bmpDimensions,
};

function isSaneSide(side: number): boolean {
  return Number.isInteger(side) && side >= 1 && side <= LARGEST_DECLARABLE_SIDE;
}

/** The image type and size the bytes themselves declare. */
export function detectImage(bytes: Uint8Array): ImageDetection {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = sniffImageType(buffer);
  if (!type) return { status: "unknown" };
  const dimensions = DIMENSION_READERS[type](buffer);
  if (!dimensions || !isSaneSide(dimensions.width) || !isSaneSide(dimensions.height)) return { status: "malformed", type };
  return { status: "image", type, ...dimensions };
}
