import sharp, { type Sharp } from "sharp";

// Real images made by sharp inside the tests (nothing checked in), for the upload tests
// (docs/decisions/013-image-uploads.md).

export type Rgb = readonly [number, number, number];
export const RED: Rgb = [220, 20, 60];
export const BLUE: Rgb = [30, 60, 200];

/** Raw RGB pixels, width × height, coloured column by column. */
function columns(width: number, height: number, colourOf: (x: number) => Rgb): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(colourOf(x), (y * width + x) * 3);
  }
  return pixels;
}

/** A JPEG whose left half is `left` and right half `right`. */
export function twoToneJpeg(width: number, height: number, left: Rgb = RED, right: Rgb = BLUE): Sharp {
  return sharp(
    columns(width, height, (x) => (x < width / 2 ? left : right)),
    { raw: { width, height, channels: 3 } },
  );
}

/** A width × height image: a `centre` band as wide as the height, `sides` left and right of it. */
export function centreBandJpeg(width: number, height: number, centre: Rgb = RED, sides: Rgb = BLUE): Promise<Buffer> {
  const bandStart = (width - height) / 2;
  return sharp(
    columns(width, height, (x) => (x >= bandStart && x < bandStart + height ? centre : sides)),
    { raw: { width, height, channels: 3 } },
  )
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A JPEG carrying a camera make and a GPS position (Hà Nội) in its EXIF. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return twoToneJpeg(width, height)
    .withExif({
      IFD0: { Make: "Camera", Model: "Phone", Copyright: "vsport test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 1/1 41/1", GPSLongitudeRef: "E", GPSLongitude: "105/1 51/1 15/1" },
    })
    .jpeg()
    .toBuffer();
}

/** A 40×20 JPEG, left half red, right half blue, whose EXIF asks viewers to turn it 90° clockwise. */
export function jpegRotatedByExif(): Promise<Buffer> {
  return twoToneJpeg(40, 20).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
}

/** A JPEG of one sRGB colour, stored in Display P3 values with the P3 profile (as phones shoot). */
export function displayP3Jpeg(colour: Rgb, width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } })
    .withIccProfile("p3")
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** An opaque PNG of one colour. */
export function opaquePng(width: number, height: number, colour: Rgb = RED): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } })
    .png()
    .toBuffer();
}

/** A WebP of one colour: lossy (a "VP8 " chunk), lossless ("VP8L"), or lossy and half transparent (extended: "VP8X"). */
export function webp(width: number, height: number, kind: "lossy" | "lossless" | "alpha" = "lossy", colour: Rgb = RED): Promise<Buffer> {
  const [r, g, b] = colour;
  const alpha = kind === "alpha";
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r, g, b, alpha: 0.5 } : { r, g, b } } })
    .webp({ lossless: kind === "lossless" })
    .toBuffer();
}

/** A PNG with a transparent left half and an opaque red right half. */
export function transparentPng(width = 64, height = 64): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = width / 2; x < width; x += 1) pixels.set([...RED, 255], (y * width + x) * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A GIF of one colour. */
export function gif(width = 16, height = 16, colour: Rgb = BLUE): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } })
    .gif()
    .toBuffer();
}

/** A noisy JPEG, so that its scan data is long enough to cut. */
export function noisyJpeg(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
}

/** A noisy PNG. */
export function noisyPng(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
}

/** The first half of a file: its header is intact, its pixels are not. */
export function truncated(bytes: Buffer): Buffer {
  return Buffer.from(bytes.subarray(0, Math.floor(bytes.length / 2)));
}

let bomb: Promise<Buffer> | undefined;
/**
 * A real 10000×10000 PNG of one colour: about 300 KB on disk, 300 MB once decoded (a
 * decompression bomb). Made once per test file (it takes about a second).
 */
export function hugePng(): Promise<Buffer> {
  bomb ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bomb;
}

/** Tag numbers of the first IFD of an EXIF block (as sharp's metadata gives it: "Exif\0\0" then TIFF). */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}

/** The EXIF tag that points at the GPS data. */
export const EXIF_GPS_POINTER = 0x8825;

/** The RGB of one pixel of an encoded image, as stored (any ICC profile ignored). */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image, { ignoreIcc: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

/** Whether two colours are the same up to lossy compression. */
export function near(actual: Rgb, expected: Rgb, tolerance = 24): boolean {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance);
}
