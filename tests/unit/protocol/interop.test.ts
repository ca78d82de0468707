// The frames must be readable by AES implementations other than node:crypto: the OpenSSL
// command line and crypto-js. The protobuf is read with protobufjs straight from the proto text.
import { BACKEND_PROTO } from "../../../contract/wire/backend-proto";
import { spawnSync } from "node:child_process";
import CryptoJS from "crypto-js";
import protobuf from "protobufjs";
import { describe, expect, it } from "vitest";
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse } from "../../../contract/wire/codec";

const REQUEST_KEY = "7673706f72742d7265712d746573742d";
const RESPONSE_KEY = "7673706f72742d7265732d746573742d";
const SESSION_ID = "-1732166400000482913";
const PARAM = { content: "Bình luận viên rất hay, cảm ơn!", contact: "0912345678" };

function openssl(args: string[], input: Uint8Array): Buffer {
  const run = spawnSync("openssl", ["enc", "-aes-128-ecb", "-nosalt", ...args], { input });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`openssl failed: ${run.stderr.toString()}`);
  return run.stdout;
}

function cryptoJsDecrypt(ciphertext: Buffer, keyHex: string): Buffer {
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(ciphertext.toString("hex")) });
  const plaintext = CryptoJS.AES.decrypt(params, CryptoJS.enc.Hex.parse(keyHex), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return Buffer.from(plaintext.toString(CryptoJS.enc.Hex), "hex");
}

function cryptoJsEncrypt(plaintext: Buffer, keyHex: string): Buffer {
  const encrypted = CryptoJS.AES.encrypt(CryptoJS.enc.Hex.parse(plaintext.toString("hex")), CryptoJS.enc.Hex.parse(keyHex), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return Buffer.from(encrypted.ciphertext.toString(CryptoJS.enc.Hex), "hex");
}

/** Reads the 6-byte header by hand, then the payload with protobufjs. */
function readRequestPlaintext(plaintext: Buffer) {
  expect(plaintext[0]).toBe(0x56);
  expect(plaintext[1]).toBe(0x31);
  expect(plaintext.readUInt32BE(2)).toBe(plaintext.length - 6);
  const { root } = protobuf.parse(BACKEND_PROTO);
  const requestType = root.lookupType("vsport.backend.Request");
  return requestType.toObject(requestType.decode(plaintext.subarray(6)), { defaults: true });
}

function expectRequestFields(plaintext: Buffer): void {
  const message = readRequestPlaintext(plaintext);
  expect(message.clientInfo).toEqual({ sessionId: SESSION_ID, seq: 0, appVer: 0, packageCode: 0, plat: 3, language: 1 });
  expect(JSON.parse(String(message.param))).toEqual(PARAM);
}

function plaintextFrame(payload: Buffer): Buffer {
  const header = Buffer.from([0x56, 0x31, 0, 0, 0, 0]);
  header.writeUInt32BE(payload.length, 2);
  return Buffer.concat([header, payload]);
}

describe("a request frame read by other AES implementations", () => {
  const frame = encodeRequest({ sessionId: SESSION_ID, param: PARAM }, REQUEST_KEY);

  it("openssl enc -d -aes-128-ecb -K <key> -nosalt", () => {
    expectRequestFields(openssl(["-d", "-K", REQUEST_KEY], frame));
  });

  it("openssl with -nopad shows the PKCS7 padding", () => {
    const padded = openssl(["-d", "-K", REQUEST_KEY, "-nopad"], frame);
    const padding = padded[padded.length - 1] ?? 0;
    expect(padding).toBeGreaterThanOrEqual(1);
    expect(padding).toBeLessThanOrEqual(16);
    expect([...padded.subarray(padded.length - padding)]).toEqual(Array.from({ length: padding }, () => padding));
    expectRequestFields(padded.subarray(0, padded.length - padding));
  });

  it("crypto-js (enc.Hex key, ECB, Pkcs7)", () => {
    expectRequestFields(cryptoJsDecrypt(frame, REQUEST_KEY));
  });

  it("and the same frame made by openssl or crypto-js decodes here", () => {
    const plaintext = openssl(["-d", "-K", REQUEST_KEY], frame);
    expect(openssl(["-K", REQUEST_KEY], plaintext).equals(frame)).toBe(true);
    expect(cryptoJsEncrypt(plaintext, REQUEST_KEY).equals(frame)).toBe(true);
    expect(decodeRequest(cryptoJsEncrypt(plaintext, REQUEST_KEY), REQUEST_KEY).param).toEqual(PARAM);
  });

  it("openssl refuses it under the wrong key", () => {
    const run = spawnSync("openssl", ["enc", "-d", "-aes-128-ecb", "-nosalt", "-K", RESPONSE_KEY], { input: frame });
    expect(run.status).not.toBe(0);
  });
});

describe("a response frame across implementations", () => {
  const envelope = { errCode: 200, errMsg: "success", seq: 0, newSessionId: "", result: '{"uid":1024}' };

  it("made here, read by openssl and crypto-js", () => {
    const frame = encodeResponse(envelope, RESPONSE_KEY);
    for (const plaintext of [openssl(["-d", "-K", RESPONSE_KEY], frame), cryptoJsDecrypt(frame, RESPONSE_KEY)]) {
      expect(plaintext.subarray(0, 2).toString("latin1")).toBe("V1");
      expect(plaintext.readUInt32BE(2)).toBe(plaintext.length - 6);
      expect(JSON.parse(plaintext.subarray(6).toString("utf8"))).toEqual(envelope);
    }
  });

  it("made by openssl and crypto-js, read here", () => {
    const plaintext = plaintextFrame(Buffer.from(JSON.stringify(envelope), "utf8"));
    expect(decodeResponse(openssl(["-K", RESPONSE_KEY], plaintext), RESPONSE_KEY)).toEqual(envelope);
    expect(decodeResponse(cryptoJsEncrypt(plaintext, RESPONSE_KEY), RESPONSE_KEY)).toEqual(envelope);
  });
});
