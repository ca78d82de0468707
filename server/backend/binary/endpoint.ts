import { type z } from "zod";
import { type BackendCalls, type ImplementedCallName } from "../../../contract/backend-calls";
import { type CallAccess } from "../../../contract/backend-calls/define";
import { type FieldErrors } from "../../../contract/backend-calls/field-errors";
import { type MessageKey } from "../../../contract/message-keys";
import { type ActiveSession } from "../../db/repositories/sessions";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { type BackendServices } from "../services";

/** Who is calling: always decided here from the stored session, never from what the browser claims. */
export interface Caller {
  /** The session id as sent: a guest uid or a logged-in session token. */
  sessionId: string;
  /** The live logged-in session behind it, if any. */
  session: ActiveSession | null;
  /** The browser's address as the web node reported it, for rate limits. */
  clientAddress: string;
}

export interface EndpointContext {
  db: AppDatabase;
  caller: Caller;
  services: BackendServices;
  logger: Logger;
  now: Date;
}

/** A caller with a live session (what calls that need a login receive). */
export interface LoggedInContext extends EndpointContext {
  caller: Caller & { session: ActiveSession };
}

export type EndpointOutcome<Result = unknown> =
  | { kind: "ok"; result: Result; newSessionId?: string; message?: string }
  | { kind: "refused"; message: MessageKey; fieldErrors?: FieldErrors; details?: Record<string, unknown> }
  | { kind: "sessionExpired" }
  | { kind: "forbidden" };

type ContextFor<Access extends CallAccess> = Access extends { kind: "anyone" } ? EndpointContext : LoggedInContext;

/**
 * The backend's side of one call of the registry (contract/backend-calls): it receives the param
 * already checked against the call's schema, and a logged-in context when the call needs a login,
 * so the compiler enforces both.
 */
export type Handler<N extends ImplementedCallName> = (
  param: z.output<BackendCalls[N]["param"]>,
  context: ContextFor<BackendCalls[N]["access"]>,
) => Promise<EndpointOutcome<z.input<BackendCalls[N]["result"]>>>;

export type Handlers = { [N in ImplementedCallName]: Handler<N> };

export const ok = <Result>(result: Result, extras: { newSessionId?: string; message?: string } = {}): EndpointOutcome<Result> => ({
  kind: "ok",
  result,
  ...extras,
});

/** A refusal: `message` is a message key; `fieldErrors` and `details` (for example a wait in seconds) travel in `result`. */
export const refuse = (message: MessageKey, fieldErrors?: FieldErrors, details?: Record<string, unknown>): EndpointOutcome<never> => ({
  kind: "refused",
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
  ...(details ? { details } : {}),
});
