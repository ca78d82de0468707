import { createCipheriv, createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encryptAes128Ecb, parseAesKey } from "../../../contract/wire/aes";
import {
  decodeRequest,
  decodeResponse,
  decodeResponseOrThrow,
  encodeRequest,
  INTERNAL_ERROR_ENVELOPE,
  MAX_ENCRYPTED_BODY_BYTES,
  ProtocolError,
  type ProtocolErrorReason,
} from "../../../contract/wire/codec";
import { buildFrame, MAX_PAYLOAD_BYTES } from "../../../contract/wire/frame";
import { encodeRequestMessage } from "../../../contract/wire/request-message";
import vectors from "../../fixtures/protocol-vectors.json";

const REQUEST_KEY = "7673706f72742d7265712d746573742d";
const RESPONSE_KEY = "7673706f72742d7265732d746573742d";
const ALL_REASONS: ProtocolErrorReason[] = ["key", "too_large", "decrypt", "header", "length", "protobuf", "json", "envelope"];

const validClientInfo = {
  sessionId: "-1732166400000482913",
  seq: 0,
  appVer: 0,
  packageCode: 0,
  plat: 3,
  language: 1,
};

function reasonOf(action: () => unknown): ProtocolErrorReason {
  try {
    action();
  } catch (error) {
    if (error instanceof ProtocolError) return error.reason;
    throw error;
  }
  throw new Error("expected a ProtocolError, but the call returned");
}

/** Deterministic pseudo-random bytes, so a failing case can be replayed. */
function seededBytes(seed: string, length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let counter = 0; blocks.length * 32 < length; counter++) {
    blocks.push(createHash("sha256").update(`${seed}:${counter}`).digest());
  }
  return Buffer.concat(blocks).subarray(0, length);
}

function seededInt(seed: string, below: number): number {
  return seededBytes(seed, 4).readUInt32BE(0) % below;
}

function encryptPlaintext(plaintext: Uint8Array, keyHex = REQUEST_KEY): Buffer {
  return encryptAes128Ecb(parseAesKey(keyHex), plaintext);
}

/** AES-ECB with no padding added: the caller supplies whole blocks, right or wrong. */
function encryptBlocksAsIs(blocks: Uint8Array, keyHex = REQUEST_KEY): Buffer {
  const cipher = createCipheriv("aes-128-ecb", parseAesKey(keyHex), null).setAutoPadding(false);
  return Buffer.concat([cipher.update(blocks), cipher.final()]);
}

function validRequestFrame(): Buffer {
  return encodeRequest({ sessionId: validClientInfo.sessionId, param: { matchId: 42 } }, REQUEST_KEY);
}

function requestPlaintext(): Buffer {
  return buildFrame(encodeRequestMessage({ clientInfo: validClientInfo, param: '{"matchId":42}' }));
}

describe("decodeRequest refuses bad frames with a typed reason", () => {
  it("accepts the valid frame these cases start from", () => {
    expect(decodeRequest(validRequestFrame(), REQUEST_KEY).param).toEqual({ matchId: 42 });
  });

  it("wrong key", () => {
    expect(reasonOf(() => decodeRequest(validRequestFrame(), RESPONSE_KEY))).toBe("decrypt");
  });

  it("truncated", () => {
    const frame = validRequestFrame();
    expect(reasonOf(() => decodeRequest(frame.subarray(0, frame.length - 16), REQUEST_KEY))).toBe("decrypt");
    expect(reasonOf(() => decodeRequest(frame.subarray(0, frame.length - 1), REQUEST_KEY))).toBe("decrypt");
    expect(reasonOf(() => decodeRequest(frame.subarray(0, 16), REQUEST_KEY))).toBe("decrypt");
    expect(reasonOf(() => decodeRequest(Buffer.alloc(0), REQUEST_KEY))).toBe("decrypt");
  });

  it("a payload cut short but re-encrypted with valid padding", () => {
    const plaintext = requestPlaintext();
    expect(reasonOf(() => decodeRequest(encryptPlaintext(plaintext.subarray(0, 20)), REQUEST_KEY))).toBe("length");
    expect(reasonOf(() => decodeRequest(encryptPlaintext(plaintext.subarray(0, 5)), REQUEST_KEY))).toBe("header");
  });

  it("not a multiple of 16 bytes", () => {
    const frame = validRequestFrame();
    expect(reasonOf(() => decodeRequest(Buffer.concat([frame, Buffer.from([0])]), REQUEST_KEY))).toBe("decrypt");
  });

  it("padded wrongly", () => {
    const plaintext = requestPlaintext();
    const fill = 16 - (plaintext.length % 16);
    const withPadding = (padding: number[]) => encryptBlocksAsIs(Buffer.concat([plaintext, Buffer.from(padding)]));
    // Each padding below has the right size to fill the block but the wrong contents.
    const wrongPaddings = [
      Array.from({ length: fill }, () => 0),
      Array.from({ length: fill }, (_, index) => (index === 0 ? fill + 1 : fill)),
      Array.from({ length: fill }, () => 17),
    ];
    for (const padding of wrongPaddings) {
      expect(reasonOf(() => decodeRequest(withPadding(padding), REQUEST_KEY))).toBe("decrypt");
    }
  });

  it("a lying length field", () => {
    for (const delta of [-1, 1, 16, -16]) {
      const plaintext = requestPlaintext();
      plaintext.writeUInt32BE(plaintext.readUInt32BE(2) + delta, 2);
      expect(reasonOf(() => decodeRequest(encryptPlaintext(plaintext), REQUEST_KEY))).toBe("length");
    }
  });

  it("a bad magic or version", () => {
    for (const [offset, value] of [
      [0, 0x00],
      [0, 0x76],
      [1, 0x32],
      [1, 0x00],
    ] as const) {
      const plaintext = requestPlaintext();
      plaintext[offset] = value;
      expect(reasonOf(() => decodeRequest(encryptPlaintext(plaintext), REQUEST_KEY))).toBe("header");
    }
  });

  it("a frame larger than the limit", () => {
    const declaresTooMuch = requestPlaintext();
    declaresTooMuch.writeUInt32BE(MAX_PAYLOAD_BYTES + 1, 2);
    expect(reasonOf(() => decodeRequest(encryptPlaintext(declaresTooMuch), REQUEST_KEY))).toBe("too_large");

    const hugeBody = Buffer.alloc(MAX_ENCRYPTED_BODY_BYTES + 16);
    expect(reasonOf(() => decodeRequest(hugeBody, REQUEST_KEY))).toBe("too_large");
  });

  it("an invalid protobuf", () => {
    const payloads = [
      Buffer.from([0xff, 0xff, 0xff, 0xff]), // field 0 / bad wire type
      Buffer.from([0x0a, 0x50, 0x01]), // length beyond the end
      Buffer.from([0x12, 0x02, 0xc3, 0x28]), // param that is not UTF-8
      Buffer.from([0x12, 0x02, 0x7b, 0x7d]), // valid wire data but no client_info
      Buffer.alloc(0), // empty message: no client_info either
    ];
    for (const payload of payloads) {
      expect(reasonOf(() => decodeRequest(encryptPlaintext(buildFrame(payload)), REQUEST_KEY))).toBe("protobuf");
    }
  });

  it("a param that is not JSON", () => {
    for (const param of ["not json", "", "{", "{'a':1}", "undefined"]) {
      const payload = encodeRequestMessage({ clientInfo: validClientInfo, param });
      expect(reasonOf(() => decodeRequest(encryptPlaintext(buildFrame(payload)), REQUEST_KEY))).toBe("json");
    }
  });

  it("a key that is not 32 hex characters", () => {
    const frame = validRequestFrame();
    for (const key of ["", "abc", REQUEST_KEY.slice(1), `${REQUEST_KEY}0`, `${REQUEST_KEY.slice(1)}g`, ` ${REQUEST_KEY.slice(1)}`]) {
      expect(reasonOf(() => decodeRequest(frame, key))).toBe("key");
    }
  });

  it("a body that is not bytes at all", () => {
    const notBytes = {} as unknown as Buffer;
    expect(reasonOf(() => decodeRequest(notBytes, REQUEST_KEY))).toBe("decrypt");
  });
});

describe("decodeRequest on random input only ever throws ProtocolError", () => {
  it("random bytes of any length", () => {
    for (let index = 0; index < 200; index++) {
      const bytes = seededBytes(`any-${index}`, seededInt(`any-length-${index}`, 300));
      expect(ALL_REASONS).toContain(reasonOf(() => decodeRequest(bytes, REQUEST_KEY)));
    }
  });

  it("random whole blocks", () => {
    for (let index = 0; index < 200; index++) {
      const bytes = seededBytes(`blocks-${index}`, 16 * (1 + seededInt(`blocks-count-${index}`, 16)));
      expect(["decrypt", "header", "length", "too_large"]).toContain(reasonOf(() => decodeRequest(bytes, REQUEST_KEY)));
    }
  });

  it("random plaintext under the right key", () => {
    for (let index = 0; index < 200; index++) {
      const plaintext = seededBytes(`plain-${index}`, seededInt(`plain-length-${index}`, 200));
      const reason = reasonOf(() => decodeRequest(encryptPlaintext(plaintext), REQUEST_KEY));
      expect(["header", "length", "too_large"]).toContain(reason);
    }
  });

  it("random payload behind a valid header", () => {
    for (let index = 0; index < 200; index++) {
      const payload = seededBytes(`payload-${index}`, seededInt(`payload-length-${index}`, 200));
      const reason = reasonOf(() => decodeRequest(encryptPlaintext(buildFrame(payload)), REQUEST_KEY));
      expect(["protobuf", "json"]).toContain(reason);
    }
  });

  it("random wrong keys", () => {
    const frame = validRequestFrame();
    for (let index = 0; index < 200; index++) {
      const key = seededBytes(`key-${index}`, 16).toString("hex");
      expect(["decrypt", "header", "length", "too_large"]).toContain(reasonOf(() => decodeRequest(frame, key)));
    }
  });

  it("a wrong key whose padding happens to look valid is caught by the header checks", () => {
    const frame = validRequestFrame();
    const luckyKey = findKeyWithValidPadding(frame);
    expect(reasonOf(() => decodeRequest(frame, luckyKey))).not.toBe("decrypt");
    expect(["header", "length", "too_large"]).toContain(reasonOf(() => decodeRequest(frame, luckyKey)));
  });
});

describe("decodeResponse never throws", () => {
  const internal = { ...INTERNAL_ERROR_ENVELOPE };

  it("reads garbage as the 500 'Internal Error' envelope", () => {
    expect(internal).toEqual({ errCode: 500, errMsg: "Internal Error", seq: 0, newSessionId: "", result: "" });
    for (let index = 0; index < 200; index++) {
      const bytes = seededBytes(`response-${index}`, seededInt(`response-length-${index}`, 300));
      expect(decodeResponse(bytes, RESPONSE_KEY)).toEqual(internal);
    }
    expect(decodeResponse(Buffer.alloc(0), RESPONSE_KEY)).toEqual(internal);
    expect(decodeResponse(new Uint8Array(48), RESPONSE_KEY)).toEqual(internal);
  });

  it("reads a request frame, a wrong key or a bad key as 500", () => {
    const vector = vectors.responses[0];
    if (!vector) throw new Error("missing response vector");
    const frame = Buffer.from(vector.frameHex, "hex");
    expect(decodeResponse(validRequestFrame(), RESPONSE_KEY)).toEqual(internal);
    expect(decodeResponse(frame, REQUEST_KEY)).toEqual(internal);
    expect(decodeResponse(frame, "not a key")).toEqual(internal);
  });

  it("returns a fresh envelope each time", () => {
    const first = decodeResponse(Buffer.alloc(0), RESPONSE_KEY);
    first.errMsg = "changed";
    expect(decodeResponse(Buffer.alloc(0), RESPONSE_KEY).errMsg).toBe("Internal Error");
    expect(INTERNAL_ERROR_ENVELOPE.errMsg).toBe("Internal Error");
  });

  it("gives the reason through decodeResponseOrThrow", () => {
    const responseFrame = (payload: Uint8Array) => encryptPlaintext(buildFrame(payload), RESPONSE_KEY);
    const jsonFrame = (value: unknown) => responseFrame(Buffer.from(JSON.stringify(value), "utf8"));
    const complete = { errCode: 200, errMsg: "", seq: 0, newSessionId: "", result: "" };

    expect(reasonOf(() => decodeResponseOrThrow(responseFrame(Buffer.from([0xc3, 0x28])), RESPONSE_KEY))).toBe("json");
    expect(reasonOf(() => decodeResponseOrThrow(responseFrame(Buffer.from("{nope", "utf8")), RESPONSE_KEY))).toBe("json");
    expect(reasonOf(() => decodeResponseOrThrow(responseFrame(Buffer.alloc(0)), RESPONSE_KEY))).toBe("json");
    for (const value of [
      [complete],
      null,
      "text",
      { ...complete, errCode: "200" },
      { ...complete, errCode: 200.5 },
      { ...complete, seq: null },
      { ...complete, result: { uid: 1 } },
      { errCode: 200, errMsg: "", seq: 0, result: "" },
    ]) {
      expect(reasonOf(() => decodeResponseOrThrow(jsonFrame(value), RESPONSE_KEY))).toBe("envelope");
      expect(decodeResponse(jsonFrame(value), RESPONSE_KEY)).toEqual(internal);
    }
    expect(decodeResponseOrThrow(jsonFrame({ ...complete, extra: true }), RESPONSE_KEY)).toEqual(complete);
  });
});

/**
 * A wrong key gives random-looking plaintext; about one key in 256 ends it with 0x01, which is
 * valid PKCS7 padding. Finds such a key, deterministically.
 */
function findKeyWithValidPadding(frame: Buffer): string {
  for (let index = 0; index < 20_000; index++) {
    const key = seededBytes(`lucky-${index}`, 16).toString("hex");
    if (reasonOf(() => decodeRequest(frame, key)) !== "decrypt") return key;
  }
  throw new Error("no key with accidentally valid padding found");
}
