import express from "express";
import { findActiveSession } from "../../db/repositories/sessions";
import { type Logger } from "../../logger";
import { decodeRequest, encodeResponse, MAX_ENCRYPTED_BODY_BYTES, ProtocolError, RESULT_ERROR, RESULT_OK, RESULT_SESSION_EXPIRED, type ResponseEnvelope } from "../../protocol/codec";
import { type DatabaseConnection } from "../database-connection";
import { type BackendServices } from "../services";
import { type Caller, type Endpoint, type EndpointOutcome } from "./endpoint";

export interface BinaryRouterOptions {
  endpoints: readonly Endpoint[];
  database: DatabaseConnection;
  services: BackendServices;
  requestKey: string;
  responseKey: string;
  logger: Logger;
}

function envelopeFor(outcome: EndpointOutcome): ResponseEnvelope {
  switch (outcome.kind) {
    case "ok":
      return { errCode: RESULT_OK, errMsg: outcome.message ?? "", seq: 0, newSessionId: outcome.newSessionId ?? "", result: JSON.stringify(outcome.result ?? null) };
    case "refused": {
      const result = outcome.fieldErrors || outcome.details ? { ...outcome.details, ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}) } : null;
      return { errCode: RESULT_ERROR, errMsg: outcome.message, seq: 0, newSessionId: "", result: JSON.stringify(result) };
    }
    case "sessionExpired":
      return { errCode: RESULT_SESSION_EXPIRED, errMsg: "sessionExpired", seq: 0, newSessionId: "", result: "null" };
  }
}

/** The binary endpoints: one POST path each, one encrypted frame in, one encrypted frame out (docs/protocol.md). */
export function createBinaryRouter(options: BinaryRouterOptions): express.Router {
  const { database, services, logger } = options;
  const byPath = new Map(options.endpoints.map((endpoint) => [endpoint.path, endpoint]));
  const router = express.Router();
  const readBody = express.raw({ type: () => true, limit: MAX_ENCRYPTED_BODY_BYTES });

  router.post("*", (request, response, next) => {
    if (!byPath.has(request.path)) {
      response.status(404).end();
      return;
    }
    if (!request.is("application/octet-stream")) {
      logger.warn({ path: request.path, contentType: request.get("content-type") }, "binary endpoint: wrong content type");
      response.status(415).end();
      return;
    }
    next();
  });

  router.post("*", readBody, async (request, response) => {
    const endpoint = byPath.get(request.path);
    if (!endpoint) return void response.status(404).end();
    const clientAddress = (request.get("x-forwarded-for") ?? "").split(",")[0]?.trim() || request.ip || "unknown";
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

    let decoded;
    try {
      decoded = decodeRequest(body, options.requestKey);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      logger.warn({ path: request.path, reason: error.reason, bytes: body.length, clientAddress }, `binary endpoint: unreadable frame (${error.message})`);
      return void response.status(400).end();
    }

    let outcome: EndpointOutcome;
    try {
      const db = database.get().db;
      const now = new Date();
      const session = await findActiveSession(db, decoded.clientInfo.sessionId, now);
      const caller: Caller = { sessionId: decoded.clientInfo.sessionId, session, clientAddress };
      const context = { db, caller, services, logger, now };
      if (endpoint.requiresLogin) {
        outcome = caller.session ? await endpoint.handle(decoded.param, { ...context, caller: { ...caller, session: caller.session } }) : { kind: "sessionExpired" };
      } else {
        outcome = await endpoint.handle(decoded.param, context);
      }
    } catch (error) {
      logger.error({ err: error, path: request.path }, "binary endpoint failed");
      outcome = { kind: "refused", message: "errorTryAgain" };
    }
    response.type("application/octet-stream").send(encodeResponse(envelopeFor(outcome), options.responseKey));
  });

  // Anything but POST on a binary path.
  router.all("*", (request, response) => {
    response.status(byPath.has(request.path) ? 405 : 404).end();
  });
  return router;
}
