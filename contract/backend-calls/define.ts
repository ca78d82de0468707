import { type z } from "zod";
import { type MessageKey } from "../message-keys";
import { type UserRole } from "../domain/roles";

/** Who may make a call: anyone (guests included), any logged-in user, or only some roles. */
export type CallAccess =
  { readonly kind: "anyone" } | { readonly kind: "loggedIn" } | { readonly kind: "role"; readonly roles: readonly UserRole[] };

export const anyone = { kind: "anyone" } as const satisfies CallAccess;
export const loggedIn = { kind: "loggedIn" } as const satisfies CallAccess;
export const onlyRoles = (...roles: UserRole[]) => ({ kind: "role", roles }) as const satisfies CallAccess;

/**
 * One backend call (docs/backend-api.md): the browser's name for it, the backend path, who may
 * make it, and zod schemas of its param and of its result. The backend router checks the param
 * against `param` before the handler runs; the web node's client reads the result with `result`.
 */
export interface BackendCall<
  Param extends z.ZodTypeAny = z.ZodTypeAny,
  Result extends z.ZodTypeAny = z.ZodTypeAny,
  Access extends CallAccess = CallAccess,
> {
  path: `/${string}`;
  access: Access;
  param: Param;
  result: Result;
  /** The refusal (errMsg) when the param does not fit its schema; each field's own key travels in fieldErrors. */
  invalidParam: MessageKey;
  /** errMsg is the key of the first problem found, rather than invalidParam, when a key names it. */
  answersFirstProblem?: true;
  /** Whether the browser may make it through /api/{name}; calls the web node makes itself are not. */
  browser: boolean;
  /** For the docs table: what the param and the result hold, and the refusal keys. */
  docs: { param: string; result: string; refusals?: readonly MessageKey[] };
}

export function defineCall<Param extends z.ZodTypeAny, Result extends z.ZodTypeAny, Access extends CallAccess>(
  call: BackendCall<Param, Result, Access>,
): BackendCall<Param, Result, Access> {
  return call;
}
