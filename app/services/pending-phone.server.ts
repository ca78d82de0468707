import { createCookie, type AppLoadContext } from "@remix-run/node";

// The phone a code was just sent to, so the page keeps it in the field after the redirect (the
// phone stays out of the URL and the logs). Lives as long as an SMS code is worth waiting for.
const PENDING_PHONE_SECONDS = 10 * 60;
const PHONE = /^0\d{9}$/;

function pendingPhoneCookie(context: AppLoadContext) {
  return createCookie("vsport_bind_phone", {
    path: "/user",
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureRequest,
    maxAge: PENDING_PHONE_SECONDS,
    secrets: [context.secrets.cookieSecret],
  });
}

export async function pendingPhoneHeader(context: AppLoadContext, phone: string): Promise<string> {
  return pendingPhoneCookie(context).serialize(phone);
}

export async function clearPendingPhoneHeader(context: AppLoadContext): Promise<string> {
  return pendingPhoneCookie(context).serialize("", { maxAge: 0 });
}

/** The pending phone, or null when there is none or the cookie was tampered with. */
export async function readPendingPhone(request: Request, context: AppLoadContext): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("vsport_bind_phone=")) return null;
  let value: unknown = null;
  try {
    value = await pendingPhoneCookie(context).parse(header);
  } catch {
    value = null;
  }
  return typeof value === "string" && PHONE.test(value) ? value : null;
}
