import { type Handler, ok } from "../../binary/endpoint";

/** A proof-of-work challenge (docs/decisions/014-proof-of-work.md): stateless, signed, nothing stored. */
export const powChallenge: Handler<"powChallenge"> = async (_param, { services, now }) =>
  ok(await services.proofOfWork.createChallenge(now));
