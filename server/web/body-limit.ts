import { type IncomingMessage } from "node:http";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { type Request, type RequestHandler, type Response } from "express";
import { type Logger } from "../logger";
import { type EdgeMessages } from "./edge-messages";
import { edgeRefusal, isDoorPath } from "./edge-refusal";

// How big a request body the web node lets through to Remix, by path, checked before Remix reads
// a byte: a declared Content-Length over the limit is refused at once; a chunked body (no length)
// is counted as it streams. Either way the client gets a 413 it can read: the answer is written
// whole, then the rest of the body is read and thrown away (up to a cap) before the connection
// closes, because closing while the client still sends makes its TCP stack reset the connection
// and drop the answer. docs/decisions/011-web-edge-security.md.

const KiB = 1024;
const MiB = 1024 * KiB;

/** The door's limit, MAX_JSON_BODY_BYTES of app/services/api-door.server.ts (a unit test keeps them equal). */
export const DOOR_BODY_LIMIT = 4 * MiB;
/** /user: one image of 2 MiB and a few fields (MAX_REQUEST_BYTES of app/services/user-actions.server.ts). */
export const USER_CENTRE_BODY_LIMIT = 2 * MiB + 512 * KiB;
/** The admin area and the commentator centre: an article's body or a room's settings, and one cover image of 2 MiB (IMAGE_FORM_MAX_REQUEST_BYTES of app/services/forms/intent-action.server.ts). */
export const IMAGE_FORM_BODY_LIMIT = 2 * MiB + 512 * KiB;
/** Every other form: a few text fields. */
export const FORM_BODY_LIMIT = 64 * KiB;

/** How much of a refused body is still read and dropped, and for how long, before the connection is closed anyway. */
const DRAIN_CAP_BYTES = 16 * MiB;
const DRAIN_TIMEOUT_MS = 10_000;
const PAYLOAD_TOO_LARGE = 413;

export interface BodyLimit {
  bytes: number;
  message: keyof Pick<EdgeMessages, "requestTooLarge" | "uploadTooLarge">;
}

export function bodyLimitOf(path: string): BodyLimit {
  if (isDoorPath(path)) return { bytes: DOOR_BODY_LIMIT, message: "requestTooLarge" };
  if (path === "/user" || path === "/user/") return { bytes: USER_CENTRE_BODY_LIMIT, message: "uploadTooLarge" };
  if (["/quan-tri", "/commentator"].some((area) => path === area || path.startsWith(`${area}/`)))
    return { bytes: IMAGE_FORM_BODY_LIMIT, message: "uploadTooLarge" };
  return { bytes: FORM_BODY_LIMIT, message: "requestTooLarge" };
}

/** Passes a chunked body through, counting; the chunk that goes over the limit fails it instead. */
class CountedBody extends Transform {
  private seen = 0;

  constructor(
    private readonly limit: number,
    private readonly onOverflow: () => void,
  ) {
    super();
    // Whoever reads the body sees the error; this keeps an unread one from crashing the process.
    this.on("error", () => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.byteLength;
    if (this.seen <= this.limit) {
      callback(null, chunk);
      return;
    }
    this.onOverflow();
    callback(new Error(`request body over ${this.limit} bytes`));
  }
}

const countedBodies = new WeakMap<IncomingMessage, CountedBody>();
const refusedBodies = new WeakSet<IncomingMessage>();

/** The stream Remix reads the body from: the counted body of a chunked request, else the request itself. */
export function requestBodyOf(request: IncomingMessage): Readable {
  return countedBodies.get(request) ?? request;
}

/** Whether this request's body was refused here (its 413 is written; Remix's answer, if any, is dropped). */
export function isBodyRefused(request: IncomingMessage): boolean {
  return refusedBodies.has(request);
}

/** Reads and drops what is left of the body, then ends the answer (and the connection, which says close). */
function drainThenEnd(request: IncomingMessage, response: Response): void {
  let drained = 0;
  const finish = () => {
    clearTimeout(timer);
    request.off("data", count);
    if (!response.writableEnded) response.end();
    if (!request.complete) request.destroy();
  };
  const count = (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained > DRAIN_CAP_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
  timer.unref();
  if (request.complete || request.readableEnded) {
    finish();
    return;
  }
  request.on("data", count);
  request.once("end", finish);
  request.once("close", finish);
  request.resume();
}

/** Refuses bodies over the limit of their path with 413: the door's JSON under /api/, a small page elsewhere. */
export function limitRequestBodies(messages: () => Promise<EdgeMessages>, logger: Logger): RequestHandler {
  const refuse = (request: Request, response: Response, limit: BodyLimit, declared: number | null) => {
    refusedBodies.add(request);
    const counted = countedBodies.get(request);
    if (counted) request.unpipe(counted);
    logger.warn({ path: request.path, method: request.method, limit: limit.bytes, declared }, "request body too large");
    void messages().then((texts) => {
      if (!response.headersSent) {
        const answer = edgeRefusal(request.path, PAYLOAD_TOO_LARGE, texts[limit.message], texts);
        response.writeHead(PAYLOAD_TOO_LARGE, {
          "Content-Type": answer.contentType,
          "Content-Length": Buffer.byteLength(answer.body),
          "Cache-Control": "no-store",
          Connection: "close",
        });
        response.write(answer.body);
      }
      // Not worth reading: the answer is sent and the connection closed (the client may see a reset).
      if (declared !== null && declared > DRAIN_CAP_BYTES) response.end();
      else drainThenEnd(request, response);
    });
  };

  return (request, response, next) => {
    const limit = bodyLimitOf(request.path);
    const lengthHeader = request.headers["content-length"];
    if (lengthHeader !== undefined) {
      // Node's parser has checked the number and reads exactly that many bytes: the body cannot be longer.
      const declared = Number(lengthHeader);
      if (declared > limit.bytes) return refuse(request, response, limit, declared);
      return next();
    }
    // GET and HEAD bodies are never read (Node drops them); only a chunked body can grow unannounced.
    if (request.headers["transfer-encoding"] === undefined || request.method === "GET" || request.method === "HEAD") return next();
    const counted = new CountedBody(limit.bytes, () => refuse(request, response, limit, null));
    countedBodies.set(request, counted);
    request.pipe(counted);
    // An answer sent before the body was read whole (Remix answered without reading it): drop the rest.
    response.once("finish", () => {
      if (request.complete || refusedBodies.has(request)) return;
      request.unpipe(counted);
      counted.destroy();
      drainThenEnd(request, response);
    });
    next();
  };
}
