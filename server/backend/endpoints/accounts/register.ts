import { register } from "../../../accounts/registration";
import { parseRegistrationParam } from "../../../accounts/validation";
import { toPublicUser } from "../../../db/repositories/users";
import { type Endpoint, ok, refuse } from "../../binary/endpoint";

export const registerEndpoint: Endpoint = {
  path: "/login/reg",
  requiresLogin: false,
  async handle(param, { db, services, caller, now }) {
    const outcome = await register({ db, rateLimiter: services.rateLimiter }, parseRegistrationParam(param), caller.clientAddress, now);
    switch (outcome.kind) {
      case "registered":
        return ok({ user: toPublicUser(outcome.user) }, { newSessionId: outcome.sessionToken });
      case "refused":
        return refuse("registerFailed", outcome.fieldErrors);
      case "tooManyAttempts":
        return refuse("tooManyAttempts");
    }
  },
};
