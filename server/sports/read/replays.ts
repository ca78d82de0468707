import { isNull } from "drizzle-orm";
import { matches } from "../tables";

/**
 * Real matches only: replays (the live feed's matches played again around now, server/live/replay)
 * never count in tables, top players, form or head-to-head.
 */
export const realMatches = isNull(matches.replayOf);
