import { revokeSession } from "../../../db/repositories/sessions";
import { type Endpoint, ok } from "../../binary/endpoint";

export const logoutEndpoint: Endpoint = {
  path: "/login/logout",
  requiresLogin: true,
  async handle(_param, { db, caller, now }) {
    await revokeSession(db, caller.session.sessionId, now);
    return ok({});
  },
};
