import { logIn } from "../../../accounts/login";
import { loginParamSchema } from "../../../accounts/validation";
import { toPublicUser } from "../../../db/repositories/users";
import { type Endpoint, ok, refuse } from "../../binary/endpoint";

export const loginEndpoint: Endpoint = {
  path: "/login/login",
  requiresLogin: false,
  async handle(param, { db, services, caller, now }) {
    const parsed = loginParamSchema.safeParse(param);
    if (!parsed.success) return refuse("loginFailed");
    const outcome = await logIn({ db, rateLimiter: services.rateLimiter }, parsed.data, caller.clientAddress, now);
    switch (outcome.kind) {
      case "loggedIn":
        return ok({ user: toPublicUser(outcome.user) }, { newSessionId: outcome.sessionToken });
      case "failed":
        return refuse("loginFailed");
      case "tooManyAttempts":
        return refuse("tooManyAttempts");
    }
  },
};
