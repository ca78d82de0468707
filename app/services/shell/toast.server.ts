import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isMessageKey } from "../locale/messages";
import { readSignedCookie, signedCookie } from "../session/signed-cookie.server";
import { type Toast } from "./toast";

export type { Toast };

const toastSchema = z.object({
  kind: z.enum(["success", "error"]),
  message: z.string().refine(isMessageKey),
});

function toastCookie(context: AppLoadContext) {
  return signedCookie(context, "vsport_toast", { path: "/", maxAge: 60 });
}

/** Sets a one-shot toast that the next page the browser loads shows (the flash-cookie pattern). */
export async function toastHeader(context: AppLoadContext, toast: Toast): Promise<string> {
  return toastCookie(context).serialize(toast);
}

export async function redirectWithToast(context: AppLoadContext, to: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(context, toast));
  return redirect(to, { ...init, headers });
}

/** Reads and clears the flash toast. A tampered or stale cookie just gives no toast. */
export async function readToast(request: Request, context: AppLoadContext): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("vsport_toast=")) return { toast: null, setCookie: null };
  const cookie = toastCookie(context);
  const parsed = toastSchema.safeParse(await readSignedCookie(request, cookie));
  return {
    toast: parsed.success ? { kind: parsed.data.kind, message: parsed.data.message } : null,
    setCookie: await cookie.serialize("", { maxAge: 0 }),
  };
}
