import { createReadableStreamFromReadable, createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from "express";
import { isBodyRefused, requestBodyOf } from "./body-limit";
import { ownOrigin } from "./same-origin";
import { writeBodyCoalesced } from "./write-body";

// Express → Remix, as @remix-run/express does it, with three differences. Two the web edge needs
// (docs/decisions/011-web-edge-security.md): the body comes from requestBodyOf (the counted
// stream of a chunked body, so Remix never reads past the limit and a refusal never resets the
// connection), and the URL's host is the one the same-origin check trusted (X-Forwarded-Host only
// with TRUST_PROXY, port kept). The third is for speed: the answer goes out in as few writes as
// its stream allows (write-body.ts).

export interface RemixHandlerOptions {
  build: ServerBuild;
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => AppLoadContext;
}

function remixHeaders(request: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  return headers;
}

function remixRequest(request: ExpressRequest, controller: AbortController): Request {
  const origin = ownOrigin(request);
  if (origin === null) throw new Error(`no usable host in the request for ${request.path}`);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: remixHeaders(request), signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const body = requestBodyOf(request);
    // A body that fails (over the limit, cut by the client) ends Remix's work as an aborted
    // request: quietly, since the edge has answered or nobody is listening. Registered before
    // Remix's own listener, so the abort comes first.
    body.once("error", () => controller.abort());
    init.body = createReadableStreamFromReadable(body);
    init.duplex = "half";
  }
  return new Request(`${origin}${request.originalUrl}`, init);
}

async function sendRemixResponse(response: ExpressResponse, answer: Response): Promise<void> {
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  // Remix's headers replace the edge's (a route may set its own, stricter CSP); cookies add up.
  for (const [name, value] of answer.headers.entries()) {
    if (name === "set-cookie") response.append(name, value);
    else response.setHeader(name, value);
  }
  if (/text\/event-stream/i.test(answer.headers.get("Content-Type") ?? "")) response.flushHeaders();
  if (answer.body) await writeBodyCoalesced(answer.body, response);
  else response.end();
}

export function createRemixHandler({ build, getLoadContext }: RemixHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, build.mode);
  return async (request, response, next) => {
    try {
      const controller = new AbortController();
      let answered = false;
      // Stop loaders and actions once the answer can no longer be written (the client went away).
      response.on("finish", () => (answered = true));
      response.on("close", () => {
        if (!answered) controller.abort();
      });
      const answer = await handle(remixRequest(request, controller), getLoadContext(request, response));
      if (isBodyRefused(request) || response.headersSent) {
        await answer.body?.cancel();
        return;
      }
      await sendRemixResponse(response, answer);
    } catch (error) {
      next(error);
    }
  };
}
