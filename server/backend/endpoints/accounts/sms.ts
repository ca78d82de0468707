import { bindPhone } from "../../../accounts/phone-binding";
import { requestSmsCode } from "../../../accounts/sms-codes";
import { toPublicUser } from "../../../db/repositories/users";
import { type Handler, ok, refuse } from "../../binary/endpoint";

export const getSmsCode: Handler<"getSmsCode"> = async (param, { db, services, caller, now }) => {
  const request = { ...param, callerUserId: caller.session?.user.id ?? null, clientAddress: caller.clientAddress };
  const outcome = await requestSmsCode({ db, rateLimiter: services.rateLimiter, smsSender: services.smsSender }, request, now);
  switch (outcome.kind) {
    case "sent":
      return ok({ retryAfterSeconds: outcome.retryAfterSeconds });
    case "tooFrequent":
      return refuse("smsTooFrequent", undefined, { retryAfterSeconds: outcome.retryAfterSeconds });
    case "phoneTaken":
      return refuse("phoneTaken");
  }
};

export const checkSmsCode: Handler<"checkSmsCode"> = async (param, { db, caller, now }) => {
  const outcome = await bindPhone(db, caller.session.user.id, param.phone, param.code, now);
  switch (outcome.kind) {
    case "bound":
      return ok({ user: toPublicUser(outcome.user) });
    case "phoneTaken":
      return refuse("phoneTaken");
    case "codeInvalid":
      return refuse("smsCodeInvalid");
  }
};
