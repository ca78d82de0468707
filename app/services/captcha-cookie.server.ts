import { createCookie, type AppLoadContext } from "@remix-run/node";

// The captcha image and the register form meet through this cookie: the image request stores the
// captcha's id, the form post reads it. That way the form works without JavaScript, and the id
// never appears in the page. Signed, so a browser cannot swap in another captcha's id.
const CAPTCHA_COOKIE_MAX_AGE = 300;
const MAX_CAPTCHA_ID_LENGTH = 64;

function captchaCookie(context: AppLoadContext) {
  return createCookie("captchaId", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureRequest,
    maxAge: CAPTCHA_COOKIE_MAX_AGE,
    secrets: [context.secrets.cookieSecret],
  });
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
  const header = request.headers.get("Cookie");
  if (!header?.includes("captchaId=")) return null;
  let value: unknown = null;
  try {
    value = await captchaCookie(context).parse(header);
  } catch {
    value = null;
  }
  return typeof value === "string" && value.length > 0 && value.length <= MAX_CAPTCHA_ID_LENGTH ? value : null;
}
