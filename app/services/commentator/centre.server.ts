import { type AppLoadContext } from "@remix-run/node";
import { ROOM_SLUG_PATTERN } from "../../../contract/backend-calls/live-rooms";
import { routeGuards, type GuardedViewer } from "../session/route-guards.server";

// The commentator centre's guards and whose room a page is about (issue 12, docs/commentator-centre.md).

/** Pages of the centre: commentators, and admins reading any commentator's centre. */
export const centreGuard = routeGuards("auth", "commentator");
/** Actions of the centre: only the commentator whose room it is. */
export const ownerGuard = routeGuards("auth", "owner");

/** The query parameter an admin names a room with: /commentator?phong={slug}. */
export const ROOM_QUERY = "phong";

/**
 * The room a centre page reads: the commentator's own (`{}`), or for an admin the room named in the
 * address (`{room}`), or null when an admin has not chosen one yet.
 */
export function roomParamOf(request: Request, guarded: GuardedViewer): { room?: string } | null {
  if (guarded.access === "owner") return {};
  const slug = new URL(request.url).searchParams.get(ROOM_QUERY) ?? "";
  return ROOM_SLUG_PATTERN.test(slug) && slug.length <= 100 ? { room: slug } : null;
}

/** Guards a centre page and says whose room it reads. */
export async function centrePage(request: Request, context: AppLoadContext) {
  const guarded = await centreGuard(request, context);
  return { guarded, roomParam: roomParamOf(request, guarded) };
}
