import { register as registerAccount } from "../../../accounts/registration";
import { parseRegistrationParam } from "../../../accounts/validation";
import { toPublicUser } from "../../../db/repositories/users";
import { type Handler, ok, refuse } from "../../binary/endpoint";

export const register: Handler<"register"> = async (param, { db, services, caller, now }) => {
  const outcome = await registerAccount(
    { db, rateLimiter: services.rateLimiter, proofOfWork: services.proofOfWork },
    parseRegistrationParam(param),
    caller.clientAddress,
    now,
  );
  switch (outcome.kind) {
    case "registered":
      return ok({ user: toPublicUser(outcome.user) }, { newSessionId: outcome.sessionToken });
    case "refused":
      return refuse("registerFailed", outcome.fieldErrors);
    case "tooManyAttempts":
      return refuse("tooManyAttempts");
  }
};
