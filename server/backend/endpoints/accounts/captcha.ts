import { issueCaptcha } from "../../../accounts/captcha";
import { captchaText } from "../../../accounts/captcha-text";
import { CAPTCHAS_PER_ADDRESS, rateLimitKeys } from "../../../accounts/rate-limits";
import { type Handler, ok, refuse } from "../../binary/endpoint";

export const kaptcha: Handler<"kaptcha"> = async (_param, { db, services, caller, now }) => {
  const decision = await services.rateLimiter.hit(rateLimitKeys.captchasOfAddress(caller.clientAddress), CAPTCHAS_PER_ADDRESS);
  if (!decision.allowed) return refuse("tooManyAttempts");
  return ok(await issueCaptcha(db, now, captchaText()));
};
