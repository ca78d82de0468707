import { type AppLoadContext } from "@remix-run/node";
import { PHONE_PATTERN } from "../../../contract/input-rules";
import { readSignedCookie, signedCookie } from "../session/signed-cookie.server";

// The phone a code was just sent to, so the page keeps it in the field after the redirect (the
// phone stays out of the URL and the logs). Lives as long as an SMS code is worth waiting for.
const PENDING_PHONE_SECONDS = 10 * 60;

function pendingPhoneCookie(context: AppLoadContext) {
  return signedCookie(context, "vsport_bind_phone", { path: "/user", maxAge: PENDING_PHONE_SECONDS });
}

export async function pendingPhoneHeader(context: AppLoadContext, phone: string): Promise<string> {
  return pendingPhoneCookie(context).serialize(phone);
}

export async function clearPendingPhoneHeader(context: AppLoadContext): Promise<string> {
  return pendingPhoneCookie(context).serialize("", { maxAge: 0 });
}

/** The pending phone, or null when there is none or the cookie was tampered with. */
export async function readPendingPhone(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await readSignedCookie(request, pendingPhoneCookie(context));
  return typeof value === "string" && PHONE_PATTERN.test(value) ? value : null;
}
