import { bindPhone } from "../../../accounts/phone-binding";
import { requestSmsCode } from "../../../accounts/sms-codes";
import { phoneBindingSchema, smsCodeRequestSchema } from "../../../accounts/validation";
import { toPublicUser } from "../../../db/repositories/users";
import { type Endpoint, ok, refuse } from "../../binary/endpoint";

export const getSmsCodeEndpoint: Endpoint = {
  path: "/sys/getSmsCode",
  requiresLogin: false,
  async handle(param, { db, services, caller, now }) {
    const parsed = smsCodeRequestSchema.safeParse(param);
    if (!parsed.success) return refuse(parsed.error.issues.some((issue) => issue.path[0] === "phone") ? "phoneInvalid" : "errorOccurred");
    const request = { ...parsed.data, callerUserId: caller.session?.user.id ?? null, clientAddress: caller.clientAddress };
    const outcome = await requestSmsCode({ db, rateLimiter: services.rateLimiter, smsSender: services.smsSender }, request, now);
    switch (outcome.kind) {
      case "sent":
        return ok({ retryAfterSeconds: outcome.retryAfterSeconds });
      case "tooFrequent":
        return refuse("smsTooFrequent", undefined, { retryAfterSeconds: outcome.retryAfterSeconds });
      case "phoneTaken":
        return refuse("phoneTaken");
    }
  },
};

export const checkSmsCodeEndpoint: Endpoint = {
  path: "/sys/checkSmsCode",
  requiresLogin: true,
  async handle(param, { db, caller, now }) {
    const parsed = phoneBindingSchema.safeParse(param);
    if (!parsed.success) return refuse(parsed.error.issues.some((issue) => issue.path[0] === "phone") ? "phoneInvalid" : "smsCodeInvalid");
    const outcome = await bindPhone(db, caller.session.user.id, parsed.data.phone, parsed.data.code, now);
    switch (outcome.kind) {
      case "bound":
        return ok({ user: toPublicUser(outcome.user) });
      case "phoneTaken":
        return refuse("phoneTaken");
      case "codeInvalid":
        return refuse("smsCodeInvalid");
    }
  },
};
