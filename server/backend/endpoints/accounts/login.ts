import { logIn } from "../../../accounts/login";
import { toPublicUser } from "../../../db/repositories/users";
import { type Handler, ok, refuse } from "../../binary/endpoint";

export const login: Handler<"login"> = async (param, { db, services, caller, now }) => {
  const outcome = await logIn(
    { db, rateLimiter: services.rateLimiter, proofOfWork: services.proofOfWork },
    param,
    caller.clientAddress,
    now,
  );
  switch (outcome.kind) {
    case "loggedIn":
      return ok({ user: toPublicUser(outcome.user) }, { newSessionId: outcome.sessionToken });
    case "failed":
      return refuse("loginFailed");
    case "tooManyAttempts":
      return refuse("tooManyAttempts");
    case "challengeRequired":
      return refuse("challengeRequired");
    case "powInvalid":
      return refuse("powInvalid");
  }
};
