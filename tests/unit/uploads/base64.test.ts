import { describe, expect, it, vi } from "vitest";
import { base64Length, decodeStrictBase64 } from "../../../server/uploads/base64";

describe("decodeStrictBase64", () => {
  it("decodes canonical base64, with or without a data URL prefix", () => {
    const bytes = Buffer.from("xin chào");
    expect(decodeStrictBase64(bytes.toString("base64"), 100)).toEqual({ ok: true, bytes });
    expect(decodeStrictBase64(`data:image/jpeg;base64,${bytes.toString("base64")}`, 100)).toEqual({ ok: true, bytes });
  });

  it("refuses text that is not base64 instead of skipping characters", () => {
    for (const text of [
      "",
      "abc",
      "ab!d",
      "YWJj ZA==",
      "YWJj\nZGVm",
      "YW=j",
      "YWJjZA===",
      "-_-_",
      "data:text/html;base64,PGI+",
      "data:image/png;base64,",
    ]) {
      expect(decodeStrictBase64(text, 100), text).toEqual({ ok: false, reason: "unreadable" });
    }
  });

  it("checks the size on the decoded bytes: the limit passes, one byte more does not", () => {
    expect(decodeStrictBase64(Buffer.alloc(29).toString("base64"), 29)).toMatchObject({ ok: true });
    // 30 and 29 bytes have the same base64 length (as 2 MB + 1 and 2 MB): only the decoded size tells them apart.
    expect(base64Length(30)).toBe(base64Length(29));
    expect(base64Length(2 * 1024 * 1024 + 1)).toBe(base64Length(2 * 1024 * 1024));
    expect(decodeStrictBase64(Buffer.alloc(30).toString("base64"), 29)).toEqual({ ok: false, reason: "too_large" });
  });

  it("refuses a huge string by its length, before reading or decoding it", () => {
    // Neither is base64 past its first characters: had either been read, the answer would be "unreadable".
    const huge = "!".repeat(base64Length(2 * 1024 * 1024) + 4);
    const hugeDataUrl = `data:image/png;base64,${"!".repeat(50_000_000)}`;
    // And nothing is decoded: how fast that is belongs in bench/, not in an assertion.
    const decode = vi.spyOn(Buffer, "from");
    expect(decodeStrictBase64(huge, 2 * 1024 * 1024)).toEqual({ ok: false, reason: "too_large" });
    expect(decodeStrictBase64(hugeDataUrl, 2 * 1024 * 1024)).toEqual({ ok: false, reason: "too_large" });
    expect(decode).not.toHaveBeenCalled();
    // The same spy sees a decode that does happen.
    decodeStrictBase64(Buffer.alloc(3).toString("base64"), 3);
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
