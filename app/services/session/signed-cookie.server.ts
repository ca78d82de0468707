import { createCookie, type AppLoadContext, type Cookie } from "@remix-run/node";

// The site's small server-side cookies (the flash toast, the captcha id, the phone awaiting its
// code): httpOnly, SameSite=Lax, secure on HTTPS, and signed with the site's secret so that a
// browser can neither read nor forge them.

export function signedCookie(context: AppLoadContext, name: string, { path, maxAge }: { path: string; maxAge: number }): Cookie {
  return createCookie(name, {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureRequest,
    maxAge,
    secrets: [context.secrets.cookieSecret],
  });
}

/** The cookie's value in the request, or null when it is missing, expired or tampered with. */
export async function readSignedCookie(request: Request, cookie: Cookie): Promise<unknown> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${cookie.name}=`)) return null;
  try {
    return await cookie.parse(header);
  } catch {
    return null;
  }
}
