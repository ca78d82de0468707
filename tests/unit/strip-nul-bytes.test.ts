import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createStripNulBytes } from "~/services/shell/strip-nul-bytes.server";

function render(lines: readonly string[], strip: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(
      createElement("div", null, ...lines.map((line, index) => createElement("p", { key: index }, line))),
      {
        onAllReady() {
          if (strip) pipe(createStripNulBytes()).pipe(sink);
          else pipe(sink);
        },
        onError: reject,
      },
    );
  });
}

describe("streamed pages never carry NUL bytes", () => {
  // Vietnamese letters take 2 or 3 bytes in UTF-8; with short text nodes (React buffers those in a
  // 2 KB view) some offset makes one straddle the end of the buffer.
  const samples = Array.from({ length: 6 }, (_, offset) => [
    "a".repeat(offset + 1),
    ...Array.from({ length: 300 }, () => "Đã xảy ra lỗi, vui lòng thử lại"),
  ]);

  it("shows React's own output can hold them (the bug this guards against)", async () => {
    const outputs = await Promise.all(samples.map((text) => render(text, false)));
    expect(outputs.some((output) => output.includes(0))).toBe(true);
  });

  it("drops them, leaving exactly the text", async () => {
    for (const text of samples) {
      const output = (await render(text, true)).toString("utf8");
      expect(output.includes("\0")).toBe(false);
      for (const line of text) expect(output).toContain(line);
    }
  });
});
