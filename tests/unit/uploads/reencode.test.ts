import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FEEDBACK_RENDITIONS, reencodeImage } from "../../../server/uploads/reencode";
import { opaquePng } from "../../helpers/generated-images";

describe("reencodeImage, the sharp step", () => {
  it("checks the size sharp reads too, whatever a header check before it found", async () => {
    const result = await reencodeImage(await opaquePng(4097, 2), FEEDBACK_RENDITIONS);
    expect(result).toEqual({ ok: false, reason: "dimensions_too_large" });
  });

  it("answers unreadable for bytes it cannot decode", async () => {
    expect(await reencodeImage(Buffer.from("not an image at all"), FEEDBACK_RENDITIONS)).toEqual({ ok: false, reason: "unreadable" });
  });
});

describe("sharp's settings, applied when the first image loads it", () => {
  it("leave sharp one thread per image and no cache, so pages still render on two cores", async () => {
    await reencodeImage(Buffer.from("loads sharp"), FEEDBACK_RENDITIONS);
    expect(sharp.concurrency()).toBe(1);
    const cache = sharp.cache();
    expect([cache.memory.max, cache.files.max, cache.items.max]).toEqual([0, 0, 0]);
  });
});
