import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { writeBodyCoalesced } from "../../../server/web/write-body";

/** A response stand-in that records each write and each flush, and can refuse more until drained. */
class RecordingResponse extends Writable {
  writes: string[] = [];
  flushes = 0;
  constructor(highWaterMark = 1 << 20) {
    super({ highWaterMark });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.writes.push(chunk.toString());
    setImmediate(callback);
  }
  flush(): void {
    this.flushes += 1;
  }
}

function streamOf(pieces: string[]): { stream: ReadableStream<Uint8Array>; push: (piece: string) => void; end: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const push = (piece: string) => controller.enqueue(new TextEncoder().encode(piece));
  for (const piece of pieces) push(piece);
  return { stream, push, end: () => controller.close() };
}

describe("writing a page to the response", () => {
  it("sends the pieces that are all there in one write and one flush", async () => {
    const { stream, end } = streamOf(["<html>", "<body>", "page", "</body>", "</html>"]);
    end();
    const response = new RecordingResponse();
    await writeBodyCoalesced(stream, response);
    expect(response.writes).toEqual(["<html><body>page</body></html>"]);
    expect(response.flushes).toBe(1);
    expect(response.writableEnded).toBe(true);
  });

  it("still sends a piece that comes later on its own, when it comes", async () => {
    const { stream, push, end } = streamOf(["<html>", "shell"]);
    const response = new RecordingResponse();
    const writing = writeBodyCoalesced(stream, response);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(response.writes).toEqual(["<html>shell"]);
    push("<script>deferred</script>");
    push("</html>");
    end();
    await writing;
    expect(response.writes).toEqual(["<html>shell", "<script>deferred</script></html>"]);
  });

  it("waits for a full response to drain instead of buffering without end", async () => {
    const { stream, push, end } = streamOf(["a".repeat(64)]);
    const response = new RecordingResponse(16);
    let drains = 0;
    response.on("drain", () => (drains += 1));
    const writing = writeBodyCoalesced(stream, response);
    await new Promise((resolve) => setTimeout(resolve, 20));
    push("b");
    end();
    await writing;
    expect(drains).toBeGreaterThanOrEqual(1);
    expect(response.writes.join("")).toBe(`${"a".repeat(64)}b`);
  });

  it("stops reading when the client has gone", async () => {
    const { stream, push } = streamOf(["x".repeat(64)]);
    const response = new RecordingResponse(16);
    const writing = writeBodyCoalesced(stream, response);
    await new Promise((resolve) => setTimeout(resolve, 20));
    response.destroy();
    push("never written");
    await writing;
    expect(response.writes).toEqual(["x".repeat(64)]);
  });

  it("destroys the response when the page's stream fails", async () => {
    const source = new PassThrough();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        source.on("data", (chunk: Buffer) => controller.enqueue(chunk));
        source.on("error", (error) => controller.error(error));
      },
    });
    const response = new RecordingResponse();
    response.on("error", () => undefined);
    const writing = writeBodyCoalesced(stream, response);
    source.destroy(new Error("render failed"));
    await expect(writing).rejects.toThrow("render failed");
    expect(response.destroyed).toBe(true);
  });
});
