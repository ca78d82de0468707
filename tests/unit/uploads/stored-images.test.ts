import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AVATAR_IMAGE_TYPES, FEEDBACK_IMAGE_TYPES, storeImage, type StoreImageOptions } from "../../../server/uploads/images";
import {
  BLUE,
  centreBandJpeg,
  displayP3Jpeg,
  EXIF_GPS_POINTER,
  exifIfd0Tags,
  gif,
  hugePng,
  jpegRotatedByExif,
  jpegWithGps,
  near,
  noisyJpeg,
  noisyPng,
  opaquePng,
  pixelAt,
  RED,
  transparentPng,
  type Rgb,
  truncated,
} from "../../helpers/generated-images";
import { pngWithSize } from "../../helpers/sample-images";

// Every upload is decoded and encoded again by sharp, never stored as sent
// (docs/decisions/013-image-uploads.md).

describe("storeImage re-encodes", () => {
  let uploadsDir: string;
  beforeEach(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), "vsport-reencode-"));
  });
  afterEach(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const store = (bytes: Buffer, folder: StoreImageOptions["folder"]) =>
    storeImage({
      base64: bytes.toString("base64"),
      allowed: folder === "avatars" ? AVATAR_IMAGE_TYPES : FEEDBACK_IMAGE_TYPES,
      folder,
      uploadsDir,
    });
  const storedFiles = (folder: string) => (existsSync(path.join(uploadsDir, folder)) ? readdirSync(path.join(uploadsDir, folder)) : []);
  async function stored(bytes: Buffer, folder: StoreImageOptions["folder"]) {
    const result = await store(bytes, folder);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    const file = readFileSync(result.path);
    return { ...result, file, metadata: await sharp(file).metadata() };
  }

  describe("refuses images larger than 4096 pixels a side", () => {
    it("refuses a real 10000×10000 PNG, a small file that would decode to 300 MB", async () => {
      const bomb = await hugePng();
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      for (const folder of ["avatars", "feedback"] as const) {
        expect(await store(bomb, folder)).toEqual({ ok: false, reason: "dimensions_too_large" });
      }
      expect([...storedFiles("avatars"), ...storedFiles("feedback")]).toEqual([]);
    });

    it("decides from the header alone, before any pixel is decoded", async () => {
      // These PNGs declare a size but hold one pixel of data: decoding them would fail as unreadable.
      for (const [width, height] of [
        [10_000, 10_000],
        [4097, 1],
        [1, 4097],
        [100_000, 100_000],
      ] as const) {
        expect(await store(pngWithSize(width, height), "feedback"), `${width}×${height}`).toEqual({
          ok: false,
          reason: "dimensions_too_large",
        });
      }
      expect(await store(pngWithSize(4096, 4096), "feedback")).toEqual({ ok: false, reason: "unreadable" });
    });

    it("takes 4096 pixels a side", async () => {
      const result = await stored(await opaquePng(4096, 8), "feedback");
      expect([result.metadata.width, result.metadata.height]).toEqual([1600, 3]);
    });
  });

  describe("strips metadata", () => {
    it("stores a JPEG without its EXIF, GPS included", async () => {
      const upload = await jpegWithGps();
      const sent = await sharp(upload).metadata();
      expect(exifIfd0Tags(sent.exif ?? Buffer.alloc(0))).toContain(EXIF_GPS_POINTER);

      for (const folder of ["avatars", "feedback"] as const) {
        const { file, metadata } = await stored(upload, folder);
        expect(file.equals(upload)).toBe(false);
        expect(metadata.format).toBe("jpeg");
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(file.includes(Buffer.from("Exif\0", "latin1"))).toBe(false);
        expect(file.includes(Buffer.from("vsport test"))).toBe(false);
      }
    });

    it("converts a Display P3 photo to sRGB before dropping its profile, so its colours stay", async () => {
      const green: Rgb = [40, 200, 60];
      const upload = await displayP3Jpeg(green);
      expect(near(await pixelAt(upload, 8, 8), green, 8)).toBe(false);
      const { metadata, file } = await stored(upload, "feedback");
      expect([metadata.format, metadata.icc]).toEqual(["jpeg", undefined]);
      expect(near(await pixelAt(file, 8, 8), green, 8)).toBe(true);
    });

    it("turns the image as its EXIF orientation says, then drops the orientation", async () => {
      // 40×20, red left and blue right, to be shown turned 90° clockwise: 20×40, red on top.
      const { metadata, file } = await stored(await jpegRotatedByExif(), "feedback");
      expect([metadata.width, metadata.height, metadata.orientation]).toEqual([20, 40, undefined]);
      expect(near(await pixelAt(file, 10, 5), RED)).toBe(true);
      expect(near(await pixelAt(file, 10, 34), BLUE)).toBe(true);
    });
  });

  describe("sizes", () => {
    it("crops an avatar to the centre and stores it at 256×256 and 96×96", async () => {
      // 800×400: a red square in the middle, blue on both sides; a centred crop is all red.
      const result = await stored(await centreBandJpeg(800, 400), "avatars");
      expect(result.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-256\.jpg$/);
      expect([result.metadata.width, result.metadata.height]).toEqual([256, 256]);
      for (const [x, y] of [
        [3, 3],
        [252, 3],
        [128, 128],
        [3, 252],
        [252, 252],
      ] as const) {
        expect(near(await pixelAt(result.file, x, y), RED), `${x},${y}`).toBe(true);
      }
      const small = result.path.replace(/-256\.jpg$/, "-96.jpg");
      expect(result.paths).toEqual([result.path, small]);
      const smallMetadata = await sharp(readFileSync(small)).metadata();
      expect([smallMetadata.format, smallMetadata.width, smallMetadata.height, smallMetadata.exif]).toEqual(["jpeg", 96, 96, undefined]);
      expect(storedFiles("avatars").sort()).toEqual([path.basename(small), path.basename(result.path)].sort());
    });

    it("makes a tiny avatar 256×256 too, so every avatar has the sizes the pages ask for", async () => {
      const { metadata } = await stored(await opaquePng(3, 2), "avatars");
      expect([metadata.width, metadata.height]).toEqual([256, 256]);
    });

    it("brings a feedback image's longest side down to 1600, keeping its shape, and never enlarges one", async () => {
      const wide = await stored(await centreBandJpeg(3200, 1000), "feedback");
      expect(wide.url).toMatch(/^\/uploads\/feedback\/[0-9a-f]{32}\.jpg$/);
      expect([wide.metadata.width, wide.metadata.height]).toEqual([1600, 500]);
      const tall = await stored(await opaquePng(900, 2400), "feedback");
      expect([tall.metadata.width, tall.metadata.height]).toEqual([600, 1600]);
      const small = await stored(await opaquePng(300, 200), "feedback");
      expect([small.metadata.width, small.metadata.height]).toEqual([300, 200]);
    });
  });

  describe("formats: the stored file is what its extension says", () => {
    it("keeps transparency in a PNG", async () => {
      for (const folder of ["avatars", "feedback"] as const) {
        const { url, metadata, file } = await stored(await transparentPng(), folder);
        expect(url).toMatch(/\.png$/);
        expect([metadata.format, metadata.hasAlpha]).toEqual(["png", true]);
        const { data } = await sharp(file).extractChannel("alpha").raw().toBuffer({ resolveWithObject: true });
        expect(Math.min(...data)).toBe(0);
      }
    });

    it("stores an opaque photo, JPEG or PNG, as a JPEG", async () => {
      for (const upload of [await noisyJpeg(), await noisyPng()]) {
        const { url, metadata } = await stored(upload, "feedback");
        expect(url).toMatch(/\.jpg$/);
        expect([metadata.format, metadata.hasAlpha]).toEqual(["jpeg", false]);
      }
    });

    it("stores the first frame of a GIF as a PNG", async () => {
      const { url, metadata, file } = await stored(await gif(), "feedback");
      expect(url).toMatch(/^\/uploads\/feedback\/[0-9a-f]{32}\.png$/);
      expect([metadata.format, metadata.pages ?? 1]).toEqual(["png", 1]);
      expect(near(await pixelAt(file, 8, 8), BLUE)).toBe(true);
    });
  });

  describe("broken images", () => {
    it("refuses a truncated or corrupt JPEG or PNG as unreadable, storing nothing", async () => {
      const corruptPng = Buffer.from(await noisyPng());
      corruptPng.fill(0x5a, 100, 400); // inside the image data: the checksum no longer matches
      const cases = {
        "truncated JPEG": truncated(await noisyJpeg()),
        "truncated PNG": truncated(await noisyPng()),
        "corrupt PNG": corruptPng,
      };
      for (const [name, bytes] of Object.entries(cases)) {
        expect(await store(bytes, "avatars"), name).toEqual({ ok: false, reason: "unreadable" });
        expect(await store(bytes, "feedback"), name).toEqual({ ok: false, reason: "unreadable" });
      }
      expect([...storedFiles("avatars"), ...storedFiles("feedback")]).toEqual([]);
    });
  });
});
