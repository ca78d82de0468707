// Writes tests/fixtures/protocol-vectors.json from the codec: npx tsx scripts/generate-protocol-vectors.ts
// Run it from the project root, and only when the protocol changes on purpose: the tests
// check that the codec still produces exactly the committed bytes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  CLIENT_APP_VER,
  CLIENT_LANGUAGE,
  CLIENT_PACKAGE_CODE,
  CLIENT_PLAT,
  CLIENT_SEQ,
  encodeRequest,
  encodeResponse,
  type ResponseEnvelope,
} from "../contract/wire/codec";
import { buildFrame, FRAME_HEADER_BYTES, FRAME_MAGIC, FRAME_VERSION, MAX_PAYLOAD_BYTES } from "../contract/wire/frame";
import { encryptHexPayload } from "../contract/wire/hex-payload";
import { encodeRequestMessage } from "../contract/wire/request-message";

const OUTPUT_PATH = "tests/fixtures/protocol-vectors.json";

// Test-only keys, the ASCII of "vsport-req-test-" and so on; never used outside tests.
const REQUEST_KEY_HEX = asciiHex("vsport-req-test-");
const RESPONSE_KEY_HEX = asciiHex("vsport-res-test-");
const HEX_PAYLOAD_KEY_HEX = asciiHex("vsport-hex-test-");

const requestCases: { name: string; sessionId: string; param: unknown }[] = [
  {
    name: "guest sends feedback (Vietnamese text)",
    sessionId: "-1732166400000482913",
    param: { content: "Bình luận viên rất hay, cảm ơn!", contact: "0912345678" },
  },
  {
    name: "user info call with an empty object",
    sessionId: "-1732166400000100001",
    param: {},
  },
];

const responseCases: { name: string; envelope: ResponseEnvelope }[] = [
  {
    name: "success with a user object as result",
    envelope: {
      errCode: 200,
      errMsg: "success",
      seq: 0,
      newSessionId: "",
      result: JSON.stringify({ uid: 1024, nickName: "Fan Bóng Đá", userType: 1 }),
    },
  },
  {
    name: "session expired with a new guest session",
    envelope: {
      errCode: 100,
      errMsg: "Session expired",
      seq: 0,
      newSessionId: "-1732166400000777777",
      result: "",
    },
  },
  {
    name: "error",
    envelope: { errCode: 400, errMsg: "Mật khẩu không đúng", seq: 0, newSessionId: "", result: "" },
  },
];

const hexPayloadCases: { name: string; value: unknown }[] = [
  {
    name: "live match snapshot",
    value: { matchId: 3945821, status: "Live", minute: 67, score: [2, 1], home: "Hà Nội FC" },
  },
];

const vectors = {
  $comment:
    "Byte-exact vectors of docs/protocol.md, written by scripts/generate-protocol-vectors.ts. " +
    "The keys are test keys. hexPayloads are checked in the decrypt direction only (deflate output may differ between zlib builds).",
  header: {
    headerBytes: FRAME_HEADER_BYTES,
    magicHex: byteHex(FRAME_MAGIC),
    versionHex: byteHex(FRAME_VERSION),
    lengthField: "uint32 big-endian at offset 2",
    maxPayloadBytes: MAX_PAYLOAD_BYTES,
  },
  requests: requestCases.map(({ name, sessionId, param }) => {
    const protobuf = encodeRequestMessage({
      clientInfo: {
        sessionId,
        seq: CLIENT_SEQ,
        appVer: CLIENT_APP_VER,
        packageCode: CLIENT_PACKAGE_CODE,
        plat: CLIENT_PLAT,
        language: CLIENT_LANGUAGE,
      },
      param: JSON.stringify(param),
    });
    return {
      name,
      keyHex: REQUEST_KEY_HEX,
      sessionId,
      param,
      protobufHex: Buffer.from(protobuf).toString("hex"),
      plaintextHex: buildFrame(protobuf).toString("hex"),
      frameHex: encodeRequest({ sessionId, param }, REQUEST_KEY_HEX).toString("hex"),
    };
  }),
  responses: responseCases.map(({ name, envelope }) => ({
    name,
    keyHex: RESPONSE_KEY_HEX,
    envelope,
    json: JSON.stringify(envelope),
    plaintextHex: buildFrame(Buffer.from(JSON.stringify(envelope), "utf8")).toString("hex"),
    frameHex: encodeResponse(envelope, RESPONSE_KEY_HEX).toString("hex"),
  })),
  hexPayloads: hexPayloadCases.map(({ name, value }) => ({
    name,
    keyHex: HEX_PAYLOAD_KEY_HEX,
    value,
    hex: encryptHexPayload(value, HEX_PAYLOAD_KEY_HEX),
  })),
};

const outputFile = path.resolve(process.cwd(), OUTPUT_PATH);
writeFileSync(outputFile, `${JSON.stringify(vectors, null, 2)}\n`);
console.info(`wrote ${OUTPUT_PATH}`);

function asciiHex(text: string): string {
  return Buffer.from(text, "ascii").toString("hex");
}

function byteHex(value: number): string {
  return value.toString(16).padStart(2, "0");
}
