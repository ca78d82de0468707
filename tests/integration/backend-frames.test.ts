import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeRequest } from "../../contract/wire/codec";
import { startTestBackend, TEST_REQUEST_KEY, type TestBackend } from "../helpers/test-backend";

describe("binary endpoints refuse unreadable frames cleanly", () => {
  let backend: TestBackend;
  const logLines: { msg: string; reason?: string; path?: string }[] = [];
  const logSink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(JSON.parse(chunk.toString()) as { msg: string; reason?: string; path?: string });
      callback();
    },
  });
  beforeAll(async () => {
    backend = await startTestBackend("pglite", pino({ level: "warn" }, logSink));
  });
  afterAll(() => backend.close());

  const frame = encodeRequest({ sessionId: "-1763700000000123456", param: {} }, TEST_REQUEST_KEY);

  it("answers 400 to a frame made with the wrong key, truncated, or of random bytes", async () => {
    const wrongKey = encodeRequest({ sessionId: "x", param: {} }, "ffffffffffffffffffffffffffffffff");
    for (const body of [wrongKey, frame.subarray(0, frame.length - 16), frame.subarray(0, 7), randomBytes(64), new Uint8Array(0)]) {
      const response = await backend.post("/login/login", body);
      expect(response.status).toBe(400);
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    }
    const refusals = logLines.filter((line) => line.msg.startsWith("binary endpoint: unreadable frame"));
    expect(refusals).toHaveLength(5);
    expect(refusals.every((line) => line.path === "/login/login")).toBe(true);
    expect(refusals.every((line) => ["decrypt", "header", "length", "protobuf"].includes(line.reason ?? ""))).toBe(true);
  });

  it("answers 415 to another content type, 404 to an unknown path, 405 to GET", async () => {
    expect((await backend.post("/login/login", frame, "application/json")).status).toBe(415);
    expect((await backend.post("/no/such/path", frame)).status).toBe(404);
    expect((await fetch(`${backend.url}/login/login`)).status).toBe(405);
  });

  it("answers 413 to an oversize body without reading it all", async () => {
    const response = await backend.post("/login/login", new Uint8Array(5 * 1024 * 1024));
    expect(response.status).toBe(413);
  });

  it("keeps serving after all that", async () => {
    const result = await backend.call("/login/login", { account: "nobody-here", password: "wrong-password" });
    expect([200, 400]).toContain(result.errCode);
  });
});
