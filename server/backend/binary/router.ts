import express from "express";
import { callsByPath, type BackendCall, type ImplementedCallName } from "../../../contract/backend-calls";
import { fieldWithUnstorableText, refusalOf } from "../../../contract/backend-calls/field-errors";
import { hasUnstorableCharacters } from "../../../contract/input-rules";
import { isMessageKey, type MessageKey } from "../../../contract/message-keys";
import { roleOfUserType } from "../../../contract/domain/roles";
import { RESULT } from "../../../contract/result-codes";
import {
  decodeRequest,
  encodeResponse,
  MAX_ENCRYPTED_BODY_BYTES,
  ProtocolError,
  type ResponseEnvelope,
} from "../../../contract/wire/codec";
import { findActiveSession } from "../../db/repositories/sessions";
import { shareOverlappingLookups } from "./shared-lookups";
import { type Logger } from "../../logger";
import { type DatabaseConnection } from "../database-connection";
import { type BackendServices } from "../services";
import { type Caller, type EndpointContext, type EndpointOutcome, type Handlers } from "./endpoint";

export interface BinaryRouterOptions {
  handlers: Handlers;
  database: DatabaseConnection;
  services: BackendServices;
  requestKey: string;
  responseKey: string;
  logger: Logger;
  /** The request time handlers see as `context.now`; default the real time. */
  clock?: () => Date;
}

const realTime = (): Date => new Date();

function envelopeFor(outcome: EndpointOutcome): ResponseEnvelope {
  switch (outcome.kind) {
    case "ok":
      return {
        errCode: RESULT.ok,
        errMsg: outcome.message ?? "",
        seq: 0,
        newSessionId: outcome.newSessionId ?? "",
        result: JSON.stringify(outcome.result ?? null),
      };
    case "refused": {
      const result =
        outcome.fieldErrors || outcome.details
          ? { ...outcome.details, ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}) }
          : null;
      return { errCode: RESULT.refused, errMsg: outcome.message, seq: 0, newSessionId: "", result: JSON.stringify(result) };
    }
    case "forbidden":
      return { errCode: RESULT.refused, errMsg: "accessDenied", seq: 0, newSessionId: "", result: "null" };
    case "sessionExpired":
      return { errCode: RESULT.sessionExpired, errMsg: "sessionExpired", seq: 0, newSessionId: "", result: "null" };
  }
}

/**
 * A NUL (or another control character, or a lone surrogate) in any text is refused before the
 * handler, with the message the field's schema gives a value it cannot read.
 */
function refuseUnstorable(call: BackendCall, rawParam: unknown, field: string): EndpointOutcome {
  // The field's own check of a text with a control character, else of a value that is no text at all.
  const keyFor = (value: unknown): MessageKey | null => {
    const probe = call.param.safeParse({ ...(rawParam as Record<string, unknown>), [field]: value });
    const issue = probe.success ? undefined : probe.error.issues.find((candidate) => candidate.path[0] === field);
    return issue && isMessageKey(issue.message) ? issue.message : null;
  };
  const fieldKey = keyFor("\u0000") ?? keyFor(Symbol("unstorable")) ?? call.invalidParam;
  return { kind: "refused", message: call.answersFirstProblem ? fieldKey : call.invalidParam, fieldErrors: { [field]: fieldKey } };
}

type AnyHandler = (param: unknown, context: EndpointContext) => Promise<EndpointOutcome>;

/** Access, then the param against the call's schema, then the handler. */
async function answer(call: BackendCall, handler: AnyHandler, rawParam: unknown, context: EndpointContext): Promise<EndpointOutcome> {
  const { session } = context.caller;
  if (call.access.kind !== "anyone" && !session) return { kind: "sessionExpired" };
  if (call.access.kind === "role" && !call.access.roles.includes(roleOfUserType(session?.user.userType))) return { kind: "forbidden" };
  const unstorable = fieldWithUnstorableText(rawParam, hasUnstorableCharacters);
  if (unstorable !== null) return refuseUnstorable(call, rawParam, unstorable);
  const param = call.param.safeParse(rawParam);
  if (!param.success) {
    const refusal = refusalOf(param.error, call.invalidParam);
    const message = call.answersFirstProblem ? refusal.message : call.invalidParam;
    return { kind: "refused", message, ...(refusal.fieldErrors ? { fieldErrors: refusal.fieldErrors } : {}) };
  }
  return handler(param.data, context);
}

/** The binary endpoints: one POST path per call of the registry, one encrypted frame in, one encrypted frame out (docs/protocol.md). */
export function createBinaryRouter(options: BinaryRouterOptions): express.Router {
  const { database, services, logger } = options;
  const clock = options.clock ?? realTime;
  const byPath = new Map(
    [...callsByPath()].map(([path, { name, call }]) => {
      const handler = options.handlers[name as ImplementedCallName] as AnyHandler;
      return [path, { call, handler }] as const;
    }),
  );
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

  // A page's calls reach the backend together (the user centre sends four at once, each with the
  // session): they share one session lookup instead of queueing four for the database.
  const lookUpSession = shareOverlappingLookups((token: string) => findActiveSession(database.get().db, token, clock()));

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
      logger.warn(
        { path: request.path, reason: error.reason, bytes: body.length, clientAddress },
        `binary endpoint: unreadable frame (${error.message})`,
      );
      return void response.status(400).end();
    }

    let outcome: EndpointOutcome;
    try {
      const db = database.get().db;
      const now = clock();
      const session = await lookUpSession(decoded.clientInfo.sessionId);
      const caller: Caller = { sessionId: decoded.clientInfo.sessionId, session, clientAddress };
      outcome = await answer(endpoint.call, endpoint.handler, decoded.param, { db, caller, services, logger, now });
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
