import { describe, expect, it } from "vitest";
import { imageKindOf, MAX_IMAGE_BYTES, SIGNATURE_LENGTH, sniffImageKind } from "../../contract/images";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
const text = (value: string) => new TextEncoder().encode(value);

describe("imageKindOf", () => {
  it("names PNG, JPEG, both GIF versions and WebP by their signatures", () => {
    expect(imageKindOf(Uint8Array.from(PNG_HEAD))).toBe("png");
    expect(imageKindOf(text("RIFF\u0024\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
    expect(imageKindOf(Uint8Array.from(JPEG_HEAD))).toBe("jpeg");
    expect(imageKindOf(text("GIF87a\u0001\u0000"))).toBe("gif");
    expect(imageKindOf(text("GIF89a\u0001\u0000"))).toBe("gif");
  });

  it("refuses text, other formats and truncated signatures", () => {
    expect(imageKindOf(text("hello, this is not a picture"))).toBeNull();
    expect(imageKindOf(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(imageKindOf(text("BM:\u0000\u0000\u0000"))).toBeNull();
    expect(imageKindOf(text("GIF88a"))).toBeNull();
    expect(imageKindOf(text("RIFF\u0024\u0000\u0000\u0000AVI LIST"))).toBeNull();
    expect(imageKindOf(text("RIFF\u0024\u0000\u0000\u0000WEB"))).toBeNull();
    expect(imageKindOf(Uint8Array.from(PNG_HEAD.slice(0, 7)))).toBeNull();
    expect(imageKindOf(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });

  it("needs no more than the first bytes", () => {
    // WebP's: "RIFF", four bytes of size, "WEBP".
    expect(SIGNATURE_LENGTH).toBe(12);
    expect(imageKindOf(Uint8Array.from(PNG_HEAD.slice(0, SIGNATURE_LENGTH)))).toBe("png");
    expect(imageKindOf(text("RIFF\u0024\u0000\u0000\u0000WEBP"))).toBe("webp");
  });
});

describe("sniffImageKind", () => {
  it("reads the content, not the file name or the claimed type", async () => {
    expect(await sniffImageKind(new File([text("plain text")], "photo.png", { type: "image/png" }))).toBeNull();
    expect(await sniffImageKind(new File([Uint8Array.from(PNG_HEAD)], "notes.txt", { type: "text/plain" }))).toBe("png");
    expect(await sniffImageKind(new File([Uint8Array.from(JPEG_HEAD)], "avatar.gif", { type: "image/gif" }))).toBe("jpeg");
  });

  it("works on a large blob and on an empty one", async () => {
    const large = new Blob([Uint8Array.from(PNG_HEAD), new Uint8Array(MAX_IMAGE_BYTES)]);
    expect(await sniffImageKind(large)).toBe("png");
    expect(await sniffImageKind(new Blob([]))).toBeNull();
  });
});
