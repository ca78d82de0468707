import { type AppLoadContext } from "@remix-run/node";
import { type MessageKey } from "../locale/messages";
import { requireUser, type LoggedInViewer } from "./session.server";

// Named route guards (spec sections 2, 6 and 8): a route lists the checks its loader and actions
// need by name, in order, and calls the guard it made at the top of each. A name that is not a guard
// throws when the route module loads, so a typo stops the site at startup rather than opening a page.
// Roles come from the server's session (session.server.ts), never from the browser's cookies.

/** How a viewer who passed the checks may use a commentator's centre. */
export type CentreAccess = "owner" | "readOnly";

export interface GuardedViewer extends LoggedInViewer {
  /** "owner" for the commentator, "readOnly" for an admin reading any commentator's centre. */
  access: CentreAccess;
}

type Guard = (viewer: LoggedInViewer) => CentreAccess | null;

/** A 403 whose reason the root error boundary shows; a Response, so that resource routes (a CSV) answer it as it is. */
function refuse(reason: MessageKey): never {
  throw new Response(JSON.stringify({ reason }), {
    status: 403,
    statusText: "Forbidden",
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

/** Each check, after the auth check (which every guarded route runs first): what it lets through, or a refusal. */
const GUARDS = {
  /** Logged in (a visitor is sent to log in and comes back after). */
  auth: () => null,
  /** A commentator, or an admin who reads any commentator's centre without changing it. */
  commentator: ({ viewer }) => (viewer.isCommentator ? "owner" : viewer.isAdmin ? "readOnly" : refuse("commentatorOnly")),
  /** The commentator whose centre it is: what changes a room (an admin reading is refused). */
  owner: ({ viewer }) => (viewer.isCommentator ? "owner" : refuse(viewer.isAdmin ? "commentatorReadOnly" : "commentatorOnly")),
  admin: ({ viewer }) => (viewer.isAdmin ? null : refuse("accessDenied")),
} as const satisfies Record<string, Guard>;

export type GuardName = keyof typeof GUARDS;

function isGuardName(name: string): name is GuardName {
  return Object.prototype.hasOwnProperty.call(GUARDS, name);
}

/**
 * The guard of a route: `routeGuards("auth", "commentator")`. Unknown names throw at once. The
 * guard runs the auth check first, then each named check in order; the last check that grants an
 * access decides it.
 */
export function routeGuards(...names: readonly string[]): (request: Request, context: AppLoadContext) => Promise<GuardedViewer> {
  const unknown = names.filter((name) => !isGuardName(name));
  if (unknown.length > 0) throw new Error(`Unknown route guard: ${unknown.join(", ")}`);
  if (names[0] !== "auth") throw new Error(`Route guards start with "auth": ${names.join(", ")}`);
  const checks = names.filter(isGuardName).map((name) => GUARDS[name] as Guard);
  return async (request, context) => {
    const viewer = await requireUser(request, context);
    let access: CentreAccess = "owner";
    for (const check of checks) access = check(viewer) ?? access;
    return { ...viewer, access };
  };
}
