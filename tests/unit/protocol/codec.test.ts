import { describe, expect, it } from "vitest";
import { decryptAes128Ecb, paddedLength, parseAesKey } from "../../../contract/wire/aes";
import {
  CLIENT_APP_VER,
  CLIENT_LANGUAGE,
  CLIENT_PACKAGE_CODE,
  CLIENT_PLAT,
  CLIENT_SEQ,
  decodeRequest,
  decodeResponse,
  encodeRequest,
  encodeResponse,
  MAX_ENCRYPTED_BODY_BYTES,
  MAX_PAYLOAD_BYTES,
  parseResult,
  ProtocolError,
  type ResponseEnvelope,
} from "../../../contract/wire/codec";
import { RESULT } from "../../../contract/result-codes";
import { buildFrame, FRAME_HEADER_BYTES, parseFrame } from "../../../contract/wire/frame";

const REQUEST_KEY = "7673706f72742d7265712d746573742d";
const RESPONSE_KEY = "7673706F72742D7265732D746573742D"; // upper case works too

function thrownReason(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof ProtocolError) return error.reason;
    throw error;
  }
  return "returned";
}

describe("constants", () => {
  it("are those of spec sections 8 and 9", () => {
    expect([CLIENT_SEQ, CLIENT_APP_VER, CLIENT_PACKAGE_CODE, CLIENT_PLAT, CLIENT_LANGUAGE]).toEqual([0, 0, 0, 3, 1]);
    expect([RESULT.sessionExpired, RESULT.ok, RESULT.refused, RESULT.internal]).toEqual([100, 200, 400, 500]);
    expect(MAX_PAYLOAD_BYTES).toBe(4 * 1024 * 1024);
    expect(MAX_ENCRYPTED_BODY_BYTES).toBe(4 * 1024 * 1024 + 16);
  });
});

describe("request round trip", () => {
  const params: unknown[] = [
    {},
    { userName: "nguoi_ham_mo", password: "matkhau123", captcha: "x7Kp" },
    { content: "Bình luận viên rất hay 👍", nested: { list: [1, 2.5, null, true, "đ"] } },
    [],
    "plain string",
    0,
    null,
  ];

  it.each(params)("carries %j", (param) => {
    const sessionId = "-1732166400000482913";
    const frame = encodeRequest({ sessionId, param }, REQUEST_KEY);
    expect(frame.length % 16).toBe(0);
    expect(decodeRequest(frame, REQUEST_KEY)).toEqual({
      clientInfo: { sessionId, seq: 0, appVer: 0, packageCode: 0, plat: 3, language: 1 },
      param,
    });
  });

  it("carries an empty session id", () => {
    expect(decodeRequest(encodeRequest({ sessionId: "", param: {} }, REQUEST_KEY), REQUEST_KEY).clientInfo.sessionId).toBe("");
  });

  it("is deterministic (ECB has no IV) and starts the plaintext with the header", () => {
    const input = { sessionId: "abc", param: { a: 1 } };
    const frame = encodeRequest(input, REQUEST_KEY);
    expect(encodeRequest(input, REQUEST_KEY).equals(frame)).toBe(true);
    const plaintext = decryptAes128Ecb(parseAesKey(REQUEST_KEY), frame);
    expect(plaintext.subarray(0, 2).toString("latin1")).toBe("V1");
    expect(plaintext.readUInt32BE(2)).toBe(plaintext.length - FRAME_HEADER_BYTES);
  });

  it("handles a param close to the size limit and refuses one over it", () => {
    const big = "x".repeat(MAX_PAYLOAD_BYTES - 100);
    const frame = encodeRequest({ sessionId: "s", param: big }, REQUEST_KEY);
    expect(frame.length).toBeLessThanOrEqual(MAX_ENCRYPTED_BODY_BYTES);
    expect(decodeRequest(frame, REQUEST_KEY).param).toBe(big);
    expect(thrownReason(() => encodeRequest({ sessionId: "s", param: "x".repeat(MAX_PAYLOAD_BYTES) }, REQUEST_KEY))).toBe("too_large");
  });

  it("refuses a param JSON cannot write, and a bad key", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const param of [undefined, () => 1, Symbol("s"), 10n, circular]) {
      expect(thrownReason(() => encodeRequest({ sessionId: "s", param }, REQUEST_KEY))).toBe("json");
    }
    expect(thrownReason(() => encodeRequest({ sessionId: "s", param: {} }, "short"))).toBe("key");
  });

  it("refuses a session id that is not a string", () => {
    const sessionId = 42 as unknown as string;
    expect(thrownReason(() => encodeRequest({ sessionId, param: {} }, REQUEST_KEY))).toBe("protobuf");
  });
});

describe("response round trip", () => {
  const envelopes: ResponseEnvelope[] = [
    { errCode: RESULT.ok, errMsg: "success", seq: 0, newSessionId: "", result: JSON.stringify({ list: [1, 2] }) },
    { errCode: RESULT.sessionExpired, errMsg: "Session expired", seq: 0, newSessionId: "-1732166400000777777", result: "" },
    { errCode: RESULT.refused, errMsg: "Sai mật khẩu", seq: 7, newSessionId: "", result: "null" },
  ];

  it.each(envelopes)("carries errCode $errCode", (envelope) => {
    expect(decodeResponse(encodeResponse(envelope, RESPONSE_KEY), RESPONSE_KEY)).toEqual(envelope);
  });

  it("writes the envelope keys in a fixed order and nothing else", () => {
    const shuffled = { result: "1", newSessionId: "n", seq: 0, errMsg: "m", errCode: 200, extra: "dropped" };
    const plaintext = decryptAes128Ecb(parseAesKey(RESPONSE_KEY), encodeResponse(shuffled, RESPONSE_KEY));
    expect(parseFrame(plaintext).toString("utf8")).toBe('{"errCode":200,"errMsg":"m","seq":0,"newSessionId":"n","result":"1"}');
  });

  it("refuses to encode an envelope the other end would refuse", () => {
    const envelope = { errCode: 200.5, errMsg: "", seq: 0, newSessionId: "", result: "" };
    expect(thrownReason(() => encodeResponse(envelope, RESPONSE_KEY))).toBe("envelope");
    expect(thrownReason(() => encodeResponse({ ...envelope, errCode: 200 }, "bad"))).toBe("key");
  });
});

describe("parseResult", () => {
  it("parses the JSON text of result, with empty meaning null", () => {
    expect(parseResult({ result: '{"uid":1024,"nickName":"Fan Bóng Đá"}' })).toEqual({ uid: 1024, nickName: "Fan Bóng Đá" });
    expect(parseResult({ result: "[1,2]" })).toEqual([1, 2]);
    expect(parseResult({ result: "" })).toBeNull();
  });

  it("throws a json ProtocolError for text that is not JSON", () => {
    expect(thrownReason(() => parseResult({ result: "{uid:1}" }))).toBe("json");
  });
});

describe("nesting depth", () => {
  const nested = (depth: number) => ({ param: JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown });

  it("decodes a param nested 32 deep and refuses one nested 33 deep with json, unparsed", () => {
    const deepest = encodeRequest({ sessionId: "", ...nested(31) }, REQUEST_KEY);
    expect(decodeRequest(deepest, REQUEST_KEY).param).toEqual(nested(31).param);
    // {"x": [...31 arrays...]} is 32 levels; one more array is too many.
    expect(decodeRequest(encodeRequest({ sessionId: "", param: { x: nested(31).param } }, REQUEST_KEY), REQUEST_KEY).param).toEqual({
      x: nested(31).param,
    });
    expect(
      thrownReason(() => decodeRequest(encodeRequest({ sessionId: "", param: { x: nested(32).param } }, REQUEST_KEY), REQUEST_KEY)),
    ).toBe("json");
  });

  it("refuses a deeply nested result the same way", () => {
    expect(thrownReason(() => parseResult({ result: "[".repeat(100_000) + "]".repeat(100_000) }))).toBe("json");
  });
});

describe("frame header", () => {
  it("is V, 1, then the big-endian payload length", () => {
    const payload = Buffer.alloc(300, 7);
    const frame = buildFrame(payload);
    expect([...frame.subarray(0, 6)]).toEqual([0x56, 0x31, 0x00, 0x00, 0x01, 0x2c]);
    expect(parseFrame(frame).equals(payload)).toBe(true);
    expect(buildFrame(Buffer.alloc(0)).toString("hex")).toBe("563100000000");
  });

  it("pads every frame to whole blocks, a full block when already aligned", () => {
    expect(paddedLength(0)).toBe(16);
    expect(paddedLength(15)).toBe(16);
    expect(paddedLength(16)).toBe(32);
  });
});
