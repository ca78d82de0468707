import { routeGuards } from "../session/route-guards.server";

/** The admin area's guard (issue 10): logged in, and an admin by the server's session; anyone else 403. */
export const adminGuard = routeGuards("auth", "admin");
