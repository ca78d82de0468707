import { type AppLoadContext } from "@remix-run/node";
import { CAPTCHA_ID_MAX_LENGTH } from "../../../contract/input-rules";
import { readSignedCookie, signedCookie } from "../session/signed-cookie.server";

// The captcha image and the register form meet through this cookie: the image request stores the
// captcha's id, the form post reads it. That way the form works without JavaScript, and the id
// never appears in the page. Signed, so a browser cannot swap in another captcha's id.
const CAPTCHA_COOKIE_MAX_AGE = 300;

function captchaCookie(context: AppLoadContext) {
  return signedCookie(context, "captchaId", { path: "/", maxAge: CAPTCHA_COOKIE_MAX_AGE });
}

export function captchaIdCookie(context: AppLoadContext, captchaId: string): Promise<string> {
  return captchaCookie(context).serialize(captchaId);
}

/** Forgets the captcha once a registration spent it. */
export function clearedCaptchaIdCookie(context: AppLoadContext): Promise<string> {
  return captchaCookie(context).serialize("", { maxAge: 0 });
}

/** The id of the captcha the browser was last shown, or null (missing, expired, tampered). */
export async function readCaptchaId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await readSignedCookie(request, captchaCookie(context));
  return typeof value === "string" && value.length > 0 && value.length <= CAPTCHA_ID_MAX_LENGTH ? value : null;
}
