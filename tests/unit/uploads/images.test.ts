import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  AVATAR_IMAGE_TYPES,
  deleteStoredImage,
  FEEDBACK_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  storeImage,
  type StoreImageOptions,
} from "../../../server/uploads/images";
import { noisyJpeg } from "../../helpers/generated-images";
import { bmp1x1, GIF_1X1, JPEG_1X1, padTo, PNG_1X1 } from "../../helpers/sample-images";

describe("storeImage", () => {
  let uploadsDir: string;
  beforeEach(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), "vsport-images-"));
  });
  afterEach(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const store = (bytes: Buffer | string, allowed: StoreImageOptions["allowed"], folder: StoreImageOptions["folder"] = "avatars") =>
    storeImage({ base64: typeof bytes === "string" ? bytes : bytes.toString("base64"), allowed, folder, uploadsDir });
  const storedFiles = (folder: string) => (existsSync(path.join(uploadsDir, folder)) ? readdirSync(path.join(uploadsDir, folder)) : []);

  it("writes an accepted image under a random name with the extension of the type it is stored in", async () => {
    // PNG_1X1 is a half-transparent pixel: it stays a PNG (docs/decisions/013-image-uploads.md).
    const result = await store(PNG_1X1, FEEDBACK_IMAGE_TYPES, "feedback");
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.url).toMatch(/^\/uploads\/feedback\/[0-9a-f]{32}\.png$/);
    expect(result.path).toBe(path.join(uploadsDir, "feedback", path.basename(result.url)));
    expect(result.paths).toEqual([result.path]);
    expect(readFileSync(result.path).subarray(0, 8)).toEqual(PNG_1X1.subarray(0, 8));

    const jpegResult = await store(await noisyJpeg(), AVATAR_IMAGE_TYPES);
    expect(jpegResult).toMatchObject({ ok: true, url: expect.stringMatching(/^\/uploads\/avatars\/[0-9a-f]{32}-256\.jpg$/) });
    const second = await store(PNG_1X1, FEEDBACK_IMAGE_TYPES, "feedback");
    expect(second.ok && second.url).not.toBe(result.url);
  });

  it("goes by the content: a PNG claimed to be a JPEG is read as a PNG", async () => {
    const result = await store(`data:image/jpeg;base64,${PNG_1X1.toString("base64")}`, AVATAR_IMAGE_TYPES);
    expect(result).toMatchObject({ ok: true, url: expect.stringMatching(/-256\.png$/) });
  });

  it("refuses text claiming to be a PNG", async () => {
    const text = Buffer.from("<script>alert('not a png')</script>");
    expect(await store(`data:image/png;base64,${text.toString("base64")}`, AVATAR_IMAGE_TYPES)).toEqual({
      ok: false,
      reason: "wrong_type",
    });
    expect(storedFiles("avatars")).toEqual([]);
  });

  it("refuses a GIF as an avatar but takes it as a feedback image; refuses BMP for both", async () => {
    expect(await store(GIF_1X1, AVATAR_IMAGE_TYPES)).toEqual({ ok: false, reason: "wrong_type" });
    expect(await store(GIF_1X1, FEEDBACK_IMAGE_TYPES, "feedback")).toMatchObject({
      ok: true,
      url: expect.stringMatching(/^\/uploads\/feedback\/[0-9a-f]{32}\.png$/),
    });
    expect(await store(bmp1x1(), AVATAR_IMAGE_TYPES)).toEqual({ ok: false, reason: "wrong_type" });
    expect(await store(bmp1x1(), FEEDBACK_IMAGE_TYPES, "feedback")).toEqual({ ok: false, reason: "wrong_type" });
  });

  it("takes exactly 2 MB and refuses 2 MB + 1 byte", async () => {
    expect(await store(padTo(PNG_1X1, MAX_IMAGE_BYTES), AVATAR_IMAGE_TYPES)).toMatchObject({ ok: true });
    expect(await store(padTo(JPEG_1X1, MAX_IMAGE_BYTES + 1), AVATAR_IMAGE_TYPES)).toEqual({ ok: false, reason: "too_large" });
    // One avatar: its two sizes.
    expect(storedFiles("avatars")).toHaveLength(2);
  });

  it("refuses bad base64 and a broken header as unreadable", async () => {
    expect(await store("iVBORw0KGgo%%%", AVATAR_IMAGE_TYPES)).toEqual({ ok: false, reason: "unreadable" });
    expect(await store(PNG_1X1.subarray(0, 16), AVATAR_IMAGE_TYPES)).toEqual({ ok: false, reason: "unreadable" });
    expect(storedFiles("avatars")).toEqual([]);
  });
});

describe("deleteStoredImage", () => {
  let uploadsDir: string;
  beforeEach(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), "vsport-images-"));
  });
  afterEach(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it("deletes a file it stored with its other sizes, and only such files", async () => {
    const stored = await storeImage({ base64: PNG_1X1.toString("base64"), allowed: AVATAR_IMAGE_TYPES, folder: "avatars", uploadsDir });
    if (!stored.ok) throw new Error("refused");
    const name = path.basename(stored.url);
    for (const url of [
      "",
      "https://example.com/a.png",
      "/img/default-avatar.png",
      "/uploads/avatars/../../etc/passwd",
      "/uploads/feedback/" + name,
      "/uploads/avatars/x.png",
    ]) {
      expect(await deleteStoredImage(url, "avatars", uploadsDir), url).toBe(false);
    }
    expect(stored.paths).toHaveLength(2);
    expect(stored.paths.every((file) => existsSync(file))).toBe(true);
    expect(await deleteStoredImage(stored.url, "avatars", uploadsDir)).toBe(true);
    expect(stored.paths.some((file) => existsSync(file))).toBe(false);
    // Already gone: no error.
    expect(await deleteStoredImage(stored.url, "avatars", uploadsDir)).toBe(true);
  });

  it("deletes an avatar stored before images had several sizes", async () => {
    const oldName = "0123456789abcdef0123456789abcdef.png";
    mkdirSync(path.join(uploadsDir, "avatars"));
    writeFileSync(path.join(uploadsDir, "avatars", oldName), PNG_1X1);
    expect(await deleteStoredImage(`/uploads/avatars/${oldName}`, "avatars", uploadsDir)).toBe(true);
    expect(existsSync(path.join(uploadsDir, "avatars", oldName))).toBe(false);
  });
});
