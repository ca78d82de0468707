import { createCipheriv, createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decryptHexPayload } from "../../../app/services/transport/hex-payload";
import { encryptAes128Ecb, parseAesKey } from "../../../contract/wire/aes";
import { ProtocolError } from "../../../contract/wire/errors";
import { encryptHexPayload } from "../../../contract/wire/hex-payload";
import vectors from "../../fixtures/protocol-vectors.json";

const KEY = "7673706f72742d6865782d746573742d";
const OTHER_KEY = "7673706f72742d7265712d746573742d";

function encryptToHex(plaintext: Uint8Array, keyHex = KEY): string {
  return encryptAes128Ecb(parseAesKey(keyHex), plaintext).toString("hex");
}

describe("hex payload: server encrypts, browser decrypts", () => {
  const values: unknown[] = [
    { matchId: 3945821, status: "Live", minute: 67, score: [2, 1], home: "Hà Nội FC" },
    [1, "hai", { ba: 3 }],
    "Trận cầu đinh 🔥",
    42,
    true,
    { rows: Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Cầu thủ ${index}` })) },
  ];

  it.each(values)("round trips %#", (value) => {
    const hex = encryptHexPayload(value, KEY);
    expect(hex).toMatch(/^(?:[0-9a-f]{32})+$/);
    expect(decryptHexPayload(hex, KEY)).toEqual(value);
  });

  it("reads the committed vector", () => {
    expect(vectors.hexPayloads.length).toBeGreaterThan(0);
    for (const vector of vectors.hexPayloads) {
      expect(decryptHexPayload(vector.hex, vector.keyHex)).toEqual(vector.value);
    }
  });

  it("accepts upper-case hex for the payload and the key", () => {
    const hex = encryptHexPayload({ a: 1 }, KEY);
    expect(decryptHexPayload(hex.toUpperCase(), KEY.toUpperCase())).toEqual({ a: 1 });
  });

  it("reads a gzip-wrapped payload too (pako detects the wrapper)", () => {
    expect(decryptHexPayload(encryptToHex(gzipSync(Buffer.from('{"a":1}'))), KEY)).toEqual({ a: 1 });
  });
});

describe("hex payload: the browser helper returns null on failure", () => {
  const good = encryptHexPayload({ matchId: 1 }, KEY);

  it("wrong key", () => {
    expect(decryptHexPayload(good, OTHER_KEY)).toBeNull();
  });

  it("bad key text", () => {
    for (const key of ["", KEY.slice(2), `${KEY}00`, `${KEY.slice(1)}z`, "vsport-hex-test-"]) {
      expect(decryptHexPayload(good, key)).toBeNull();
    }
  });

  it("bad hex", () => {
    for (const hex of [good.slice(1), good.slice(2), `${good}0`, `${good.slice(2)}zz`, ` ${good}`, `${good}\n`, "0x" + good.slice(2)]) {
      expect(decryptHexPayload(hex, KEY)).toBeNull();
    }
  });

  it("empty input", () => {
    expect(decryptHexPayload("", KEY)).toBeNull();
  });

  it("wrong padding", () => {
    const cipher = createCipheriv("aes-128-ecb", parseAesKey(KEY), null).setAutoPadding(false);
    const blocks = Buffer.concat([deflateSync(Buffer.from("{}")), Buffer.alloc(32, 0)]).subarray(0, 32);
    const hex = Buffer.concat([cipher.update(blocks), cipher.final()]).toString("hex");
    expect(decryptHexPayload(hex, KEY)).toBeNull();
  });

  it("data that is not zlib", () => {
    expect(decryptHexPayload(encryptToHex(Buffer.from('{"a":1}')), KEY)).toBeNull();
    expect(decryptHexPayload(encryptToHex(deflateRawSync(Buffer.from('{"a":1}'))), KEY)).toBeNull();
    expect(decryptHexPayload(encryptToHex(Buffer.alloc(0)), KEY)).toBeNull();
  });

  it("a zlib stream cut short", () => {
    const deflated = deflateSync(Buffer.from(JSON.stringify({ text: "Bình luận ".repeat(50) })));
    expect(decryptHexPayload(encryptToHex(deflated.subarray(0, deflated.length - 4)), KEY)).toBeNull();
    expect(decryptHexPayload(encryptToHex(deflated.subarray(0, deflated.length >> 1)), KEY)).toBeNull();
  });

  it("text that is not JSON, or not UTF-8", () => {
    expect(decryptHexPayload(encryptToHex(deflateSync(Buffer.from("not json"))), KEY)).toBeNull();
    expect(decryptHexPayload(encryptToHex(deflateSync(Buffer.alloc(0))), KEY)).toBeNull();
    expect(decryptHexPayload(encryptToHex(deflateSync(Buffer.from([0x22, 0xc3, 0x28, 0x22]))), KEY)).toBeNull();
  });

  it("random hex, never an exception", () => {
    for (let index = 0; index < 200; index++) {
      const blocks = 1 + (index % 8);
      const bytes = Buffer.concat(Array.from({ length: blocks }, (_, block) => createHash("md5").update(`hex-${index}-${block}`).digest()));
      expect(decryptHexPayload(bytes.toString("hex"), KEY)).toBeNull();
    }
  });

  it("values that are not strings", () => {
    expect(decryptHexPayload(42 as unknown as string, KEY)).toBeNull();
    expect(decryptHexPayload(good, null as unknown as string)).toBeNull();
  });
});

describe("hex payload: server side errors", () => {
  it("refuses a bad key and a value JSON cannot write", () => {
    expect(() => encryptHexPayload({}, "short")).toThrow(ProtocolError);
    expect(() => encryptHexPayload(undefined, KEY)).toThrow(ProtocolError);
    expect(() => encryptHexPayload(10n, KEY)).toThrow(ProtocolError);
  });
});

describe("the browser helper stays browser-safe", () => {
  it("imports no node modules", () => {
    const source = readFileSync(path.resolve(process.cwd(), "app/services/transport/hex-payload.ts"), "utf8");
    const imported = [...source.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]);
    expect(imported.length).toBeGreaterThan(0);
    for (const specifier of imported) {
      expect(specifier).toMatch(/^(crypto-js\/|pako$)/);
    }
  });
});
