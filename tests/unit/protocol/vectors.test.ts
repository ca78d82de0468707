import { readFileSync } from "node:fs";
import { BACKEND_PROTO } from "../../../contract/wire/backend-proto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decryptAes128Ecb, encryptAes128Ecb, parseAesKey } from "../../../contract/wire/aes";
import { decodeRequest, decodeResponse, decodeResponseOrThrow, encodeRequest, encodeResponse } from "../../../contract/wire/codec";
import { buildFrame, FRAME_HEADER_BYTES, FRAME_MAGIC, FRAME_VERSION, MAX_PAYLOAD_BYTES } from "../../../contract/wire/frame";
import { decodeRequestMessage } from "../../../contract/wire/request-message";
import vectors from "../../fixtures/protocol-vectors.json";

const fromHex = (hex: string) => Buffer.from(hex, "hex");

describe("protocol test vectors", () => {
  it("describe the header the code builds", () => {
    expect(vectors.header).toMatchObject({
      headerBytes: FRAME_HEADER_BYTES,
      magicHex: FRAME_MAGIC.toString(16),
      versionHex: FRAME_VERSION.toString(16),
      maxPayloadBytes: MAX_PAYLOAD_BYTES,
    });
  });

  it("are there to check: the cases below run once per vector", () => {
    expect(vectors.requests.length).toBeGreaterThan(1);
    expect(vectors.responses.length).toBeGreaterThan(0);
  });

  describe.each(vectors.requests)("request: $name", (vector) => {
    it("encodes to exactly the committed frame", () => {
      const frame = encodeRequest({ sessionId: vector.sessionId, param: vector.param }, vector.keyHex);
      expect(frame.toString("hex")).toBe(vector.frameHex);
    });

    it("is the committed plaintext (header + protobuf) under AES-ECB", () => {
      const key = parseAesKey(vector.keyHex);
      expect(decryptAes128Ecb(key, fromHex(vector.frameHex)).toString("hex")).toBe(vector.plaintextHex);
      expect(encryptAes128Ecb(key, fromHex(vector.plaintextHex)).toString("hex")).toBe(vector.frameHex);
      expect(buildFrame(fromHex(vector.protobufHex)).toString("hex")).toBe(vector.plaintextHex);
    });

    it("decodes back to its input", () => {
      const decoded = decodeRequest(fromHex(vector.frameHex), vector.keyHex);
      expect(decoded).toEqual({
        clientInfo: {
          sessionId: vector.sessionId,
          seq: 0,
          appVer: 0,
          packageCode: 0,
          plat: 3,
          language: 1,
        },
        param: vector.param,
      });
      expect(decodeRequestMessage(fromHex(vector.protobufHex)).param).toBe(JSON.stringify(vector.param));
    });
  });

  describe.each(vectors.responses)("response: $name", (vector) => {
    it("encodes to exactly the committed frame", () => {
      expect(encodeResponse(vector.envelope, vector.keyHex).toString("hex")).toBe(vector.frameHex);
    });

    it("is the committed plaintext (header + JSON) under AES-ECB", () => {
      const plaintext = decryptAes128Ecb(parseAesKey(vector.keyHex), fromHex(vector.frameHex));
      expect(plaintext.toString("hex")).toBe(vector.plaintextHex);
      expect(plaintext.subarray(FRAME_HEADER_BYTES).toString("utf8")).toBe(vector.json);
    });

    it("decodes back to its envelope", () => {
      expect(decodeResponseOrThrow(fromHex(vector.frameHex), vector.keyHex)).toEqual(vector.envelope);
      expect(decodeResponse(new Uint8Array(fromHex(vector.frameHex)), vector.keyHex)).toEqual(vector.envelope);
    });
  });

  it("include the worked example of docs/protocol.md", () => {
    const doc = readFileSync(path.resolve(process.cwd(), "docs/protocol.md"), "utf8");
    const example = vectors.requests[1];
    expect(example).toBeDefined();
    expect(doc).toContain(example?.frameHex);
    expect(doc).toContain(example?.plaintextHex);
    expect(doc).toContain(example?.keyHex);
  });

  it("match the schema in docs/protocol.md", () => {
    const doc = readFileSync(path.resolve(process.cwd(), "docs/protocol.md"), "utf8");
    const declarations = BACKEND_PROTO.split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("//"));
    for (const declaration of declarations) expect(doc).toContain(declaration);
  });
});
