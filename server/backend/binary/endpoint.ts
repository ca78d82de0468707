import { type MessageKey } from "../../../app/services/messages";
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

/** A caller with a live session (what `requiresLogin` endpoints receive). */
export interface LoggedInContext extends EndpointContext {
  caller: Caller & { session: ActiveSession };
}

export type EndpointOutcome =
  | { kind: "ok"; result: unknown; newSessionId?: string; message?: string }
  | { kind: "refused"; message: MessageKey; fieldErrors?: Partial<Record<string, MessageKey>>; details?: Record<string, unknown> }
  | { kind: "sessionExpired" };

export type Endpoint =
  | { path: string; requiresLogin: false; handle(param: unknown, context: EndpointContext): Promise<EndpointOutcome> }
  | { path: string; requiresLogin: true; handle(param: unknown, context: LoggedInContext): Promise<EndpointOutcome> };

export const ok = (result: unknown, extras: { newSessionId?: string; message?: string } = {}): EndpointOutcome => ({ kind: "ok", result, ...extras });

/** A refusal: `message` is a message key; `fieldErrors` and `details` (for example a wait in seconds) travel in `result`. */
export const refuse = (message: MessageKey, fieldErrors?: Partial<Record<string, MessageKey>>, details?: Record<string, unknown>): EndpointOutcome => ({
  kind: "refused",
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
  ...(details ? { details } : {}),
});

export const sessionExpired = (): EndpointOutcome => ({ kind: "sessionExpired" });
