import { type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { RESULT } from "../../../contract/result-codes";
import { type BackendAnswer } from "../transport/backend.server";
import { loggedInCookies } from "../session/session.server";
import { publicUserSchema } from "../../../contract/domain/user-info";

const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const newSessionResultSchema = z.object({ user: publicUserSchema });

/**
 * The cookies of the session a successful /login/login or /login/reg opened, or null when the
 * answer is not a success that names a session token and a readable user.
 */
export function cookiesOfNewSession(context: AppLoadContext, answer: BackendAnswer, remember: boolean): string[] | null {
  if (answer.code !== RESULT.ok || !SESSION_TOKEN.test(answer.newSessionId)) return null;
  const result = newSessionResultSchema.safeParse(answer.data);
  return result.success ? loggedInCookies(context, answer.newSessionId, result.data.user, remember) : null;
}
