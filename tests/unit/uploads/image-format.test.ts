import { describe, expect, it } from "vitest";
import { detectImage } from "../../../server/uploads/image-format";
import { bmp1x1, GIF_1X1, jpeg, JPEG_1X1, PNG_1X1, pngWithSize } from "../../helpers/sample-images";

describe("detectImage reads the type and size from the bytes", () => {
  it("recognises PNG, JPEG, GIF and BMP", () => {
    expect(detectImage(PNG_1X1)).toEqual({ status: "image", type: "png", width: 1, height: 1 });
    expect(detectImage(JPEG_1X1)).toEqual({ status: "image", type: "jpeg", width: 1, height: 1 });
    expect(detectImage(jpeg(640, 480))).toEqual({ status: "image", type: "jpeg", width: 640, height: 480 });
    expect(detectImage(GIF_1X1)).toEqual({ status: "image", type: "gif", width: 1, height: 1 });
    expect(detectImage(bmp1x1())).toEqual({ status: "image", type: "bmp", width: 1, height: 1 });
  });

  it("works on a view into a larger buffer", () => {
    const larger = Buffer.concat([Buffer.from("junk"), PNG_1X1]);
    expect(detectImage(larger.subarray(4))).toMatchObject({ status: "image", type: "png" });
  });

  it("knows nothing of text, HTML, SVG or empty input", () => {
    for (const text of [
      "hello, this is not an image",
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "<html><script>alert(1)</script>",
      "",
      "\x89PN",
    ]) {
      expect(detectImage(Buffer.from(text, "latin1")), text).toEqual({ status: "unknown" });
    }
  });

  it("calls a known signature with a broken header malformed", () => {
    expect(detectImage(PNG_1X1.subarray(0, 20))).toEqual({ status: "malformed", type: "png" });
    const noIhdr = Buffer.from(PNG_1X1);
    noIhdr.write("IDAT", 12, "latin1");
    expect(detectImage(noIhdr)).toEqual({ status: "malformed", type: "png" });
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ status: "malformed", type: "jpeg" });
    expect(detectImage(Buffer.from("GIF89a", "latin1"))).toEqual({ status: "malformed", type: "gif" });
    expect(detectImage(Buffer.from("BM this is text pretending", "latin1"))).toEqual({ status: "malformed", type: "bmp" });
  });

  it("calls zero sizes and sizes beyond the format's range malformed", () => {
    for (const [width, height] of [
      [0, 1],
      [1, 0],
      [1, 0xffffffff],
      [0x80000000, 1],
    ] as const) {
      expect(detectImage(pngWithSize(width, height))).toEqual({ status: "malformed", type: "png" });
    }
    expect(detectImage(jpeg(0, 10))).toEqual({ status: "malformed", type: "jpeg" });
    const emptyGif = Buffer.from(GIF_1X1);
    emptyGif.writeUInt16LE(0, 6);
    expect(detectImage(emptyGif)).toEqual({ status: "malformed", type: "gif" });
  });

  it("reports a large but well-formed size as it is: refusing it is storeImage's job", () => {
    expect(detectImage(pngWithSize(10_000, 10_000))).toEqual({ status: "image", type: "png", width: 10_000, height: 10_000 });
    expect(detectImage(jpeg(65_535, 4097))).toEqual({ status: "image", type: "jpeg", width: 65_535, height: 4097 });
    const wideGif = Buffer.from(GIF_1X1);
    wideGif.writeUInt16LE(60_000, 6);
    expect(detectImage(wideGif)).toEqual({ status: "image", type: "gif", width: 60_000, height: 1 });
  });
});
