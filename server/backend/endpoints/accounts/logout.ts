import { revokeSession } from "../../../db/repositories/sessions";
import { type Handler, ok } from "../../binary/endpoint";

export const logout: Handler<"logout"> = async (_param, { db, caller, now }) => {
  await revokeSession(db, caller.session.sessionId, now);
  return ok({});
};
