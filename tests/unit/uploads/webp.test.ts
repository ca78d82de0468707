import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageKindOf, isUploadedImagePath } from "../../../contract/images";
import { detectImage } from "../../../server/uploads/image-format";
import { AVATAR_IMAGE_TYPES, checkImage, COVER_IMAGE_TYPES, deleteStoredImage, storeImage } from "../../../server/uploads/images";
import { BLUE, centreBandJpeg, near, pixelAt, RED, transparentPng, webp } from "../../helpers/generated-images";
import { PNG_1X1 } from "../../helpers/sample-images";

// WebP (issue 10: post covers): recognised by its RIFF container, its size read from whichever
// header it has (VP8, VP8L, VP8X), and re-encoded as the covers' 1200×630 JPEG.

describe("WebP detection", () => {
  it("names WebP by RIFF and WEBP, and nothing else RIFF", () => {
    expect(imageKindOf(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBP", "latin1"))).toBe("webp");
    expect(imageKindOf(Buffer.from("RIFF\u0000\u0000\u0000\u0000WAVE", "latin1"))).toBeNull();
    expect(imageKindOf(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEB", "latin1"))).toBeNull();
  });

  it("reads the size of lossy (VP8), lossless (VP8L) and extended (VP8X) files", async () => {
    for (const kind of ["lossy", "lossless", "alpha"] as const) {
      const bytes = await webp(321, 123, kind);
      expect(bytes.toString("latin1", 12, 16), kind).toBe({ lossy: "VP8 ", lossless: "VP8L", alpha: "VP8X" }[kind]);
      expect(detectImage(bytes), kind).toEqual({ status: "image", type: "webp", width: 321, height: 123 });
    }
  });

  it("calls a WebP with a broken or unknown first chunk malformed", async () => {
    const lossy = await webp(64, 32);
    const badStartCode = Buffer.from(lossy);
    badStartCode[23] = 0;
    const interFrame = Buffer.from(lossy);
    interFrame[20] = (interFrame[20] ?? 0) | 1;
    const lossless = await webp(64, 32, "lossless");
    const badSignature = Buffer.from(lossless);
    badSignature[20] = 0;
    const unknownChunk = Buffer.from(lossy);
    unknownChunk.write("VP9 ", 12, "latin1");
    for (const [name, bytes] of [
      ["the signature alone", Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBP", "latin1")],
      ["a cut VP8 header", lossy.subarray(0, 26)],
      ["a VP8 start code missing", badStartCode],
      ["a VP8 frame that is no key frame", interFrame],
      ["a VP8L signature missing", badSignature],
      ["a cut VP8X header", (await webp(64, 32, "alpha")).subarray(0, 27)],
      ["an unknown chunk", unknownChunk],
    ] as const) {
      expect(detectImage(bytes), name).toEqual({ status: "malformed", type: "webp" });
    }
  });

  it("is a cover type, not an avatar type", async () => {
    const base64 = (await webp(10, 10)).toString("base64");
    expect(checkImage({ base64, allowed: COVER_IMAGE_TYPES })).toMatchObject({ ok: true, image: { type: "webp", width: 10, height: 10 } });
    expect(checkImage({ base64, allowed: AVATAR_IMAGE_TYPES })).toEqual({ ok: false, reason: "wrong_type" });
  });
});

describe("covers", () => {
  let uploadsDir: string;
  beforeAll(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), "vsport-covers-"));
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const storeCover = (bytes: Buffer) =>
    storeImage({ base64: bytes.toString("base64"), allowed: COVER_IMAGE_TYPES, folder: "covers", uploadsDir });

  it("are one 1200×630 JPEG cropped to the centre, whatever was sent", async () => {
    // 2520×630 with a red band 630 wide in the middle: the crop keeps the middle 1200 columns.
    for (const sent of [
      await centreBandJpeg(2520, 630),
      await sharp(await centreBandJpeg(2520, 630))
        .webp({ quality: 95 })
        .toBuffer(),
    ]) {
      const stored = await storeCover(sent);
      if (!stored.ok) throw new Error(`refused: ${stored.reason}`);
      expect(stored.url).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.jpg$/);
      expect(isUploadedImagePath(stored.url)).toBe(true);
      const bytes = readFileSync(stored.path);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      expect(near(await pixelAt(bytes, 600, 315), RED)).toBe(true);
      expect(near(await pixelAt(bytes, 5, 315), BLUE)).toBe(true);
      expect(await deleteStoredImage(stored.url, "covers", uploadsDir)).toBe(true);
    }
  });

  it("are JPEG even when sent transparent or as a palette image: the transparent part goes white", async () => {
    for (const sent of [await transparentPng(1200, 630), PNG_1X1, await webp(1200, 630, "alpha")]) {
      const stored = await storeCover(sent);
      if (!stored.ok) throw new Error(`refused: ${stored.reason}`);
      expect(stored.url).toMatch(/\.jpg$/);
      expect(await sharp(readFileSync(stored.path)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630, channels: 3 });
    }
    const halfTransparent = await storeCover(await transparentPng(1200, 630));
    if (!halfTransparent.ok) throw new Error("refused");
    expect(near(await pixelAt(readFileSync(halfTransparent.path), 100, 300), [255, 255, 255])).toBe(true);
    expect(near(await pixelAt(readFileSync(halfTransparent.path), 1100, 300), RED)).toBe(true);
  });
});
