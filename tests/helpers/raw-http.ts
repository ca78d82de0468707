import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";

// HTTP as it is on the wire, for what fetch would tidy up: a path sent exactly as written
// (fetch resolves %2e%2e before sending), a body streamed in chunks without Content-Length.

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the whole answer arrived before the connection ended. */
  complete: boolean;
}

export interface RawRequest {
  method?: string;
  /** Sent byte for byte as the request target. */
  path: string;
  headers?: OutgoingHttpHeaders;
  /**
   * A body sent at once (with Content-Length), or sent in chunks without it: the given chunks, or
   * `streamBytes` bytes of "a" in chunks of `chunkBytes`.
   */
  body?: Buffer | { chunks: readonly Buffer[] } | { streamBytes: number; chunkBytes?: number };
}

/** One request on its own connection; rejects only when the connection fails before any answer arrives. */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    let wake: (() => void) | null = null;
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      method: options.method ?? "GET",
      path: options.path,
      headers: options.headers,
      agent: false,
    });
    request.on("response", (response) => {
      answered = true;
      wake?.();
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const finish = () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          complete: response.complete,
        });
      response.on("end", finish);
      response.on("error", finish);
      response.on("aborted", finish);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });

    const body = options.body;
    if (body === undefined || Buffer.isBuffer(body)) {
      request.end(body);
      return;
    }
    const chunks = "chunks" in body ? body.chunks[Symbol.iterator]() : filler(body.streamBytes, body.chunkBytes ?? 64 * 1024);
    void (async () => {
      // Like a browser, stops uploading once the answer is in.
      for (let next = chunks.next(); !next.done && !answered && !request.destroyed; next = chunks.next()) {
        if (!request.write(next.value)) {
          await new Promise<void>((resume) => {
            wake = resume;
            request.once("drain", resume);
            request.once("close", resume);
          });
          wake = null;
          request.removeAllListeners("drain");
          request.removeAllListeners("close");
        }
      }
      if (!request.destroyed) request.end();
    })();
  });
}

function* filler(totalBytes: number, chunkBytes: number): Generator<Buffer> {
  for (let sent = 0; sent < totalBytes; sent += chunkBytes) yield Buffer.alloc(Math.min(chunkBytes, totalBytes - sent), 0x61);
}
