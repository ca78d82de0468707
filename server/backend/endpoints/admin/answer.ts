import { type EditorContext } from "../../../admin/context";
import { type AdminOutcome } from "../../../admin/outcome";
import { ok, refuse, type EndpointOutcome, type LoggedInContext } from "../../binary/endpoint";

/** The editors' context from the call's: the actor is the session's user, never anything the param says. */
export function editorOf(context: LoggedInContext): EditorContext {
  return {
    db: context.db,
    actorId: context.caller.session.user.id,
    now: context.now,
    uploadsDir: context.services.uploadsDir,
    logger: context.logger,
  };
}

/** An editor's outcome as the call's answer: a refusal names its field in fieldErrors. */
export function answer<T, Result>(outcome: AdminOutcome<T>, result: (value: T) => Result): EndpointOutcome<Result> {
  if (!outcome.ok) return refuse(outcome.message, outcome.field ? { [outcome.field]: outcome.message } : undefined);
  return ok(result(outcome.value));
}
