import { type LiveMatchState } from "../../../contract/live/messages";
import { INCIDENT_CODES } from "../../../contract/sports/incidents";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { type MatchChange, type MatchChanges } from "../feed/match-changes";
import { type LivePublisher } from "../publisher";
import { latestOdds, matchForOdds, oddsFor, sameOdds, storeOdds } from "./odds";

/** Goals and red cards suspend the markets until the next change (the feed's next minute at the latest). */
const SUSPENDING = new Set<number>([
  INCIDENT_CODES.goal,
  INCIDENT_CODES.penaltyGoal,
  INCIDENT_CODES.ownGoal,
  INCIDENT_CODES.redCard,
  INCIDENT_CODES.cardUpgrade,
]);

function suspends(state: LiveMatchState, previous: LiveMatchState | null): boolean {
  if (!previous) return false;
  const known = new Set(previous.incidents.map((incident) => incident.sequence));
  return state.incidents.some((incident) => !known.has(incident.sequence) && SUSPENDING.has(incident.type));
}

/**
 * Prices each match the feed changes, stores the prices that moved and publishes them on /ws. The
 * first change of a match also stores its pre-match prices, so its history starts before kick-off.
 */
export function startOddsTracker(options: {
  db: () => AppDatabase;
  changes: MatchChanges;
  publisher: LivePublisher;
  logger: Logger;
}): () => void {
  const track = async ({ state, previous, at }: MatchChange) => {
    const db = options.db();
    const match = await matchForOdds(db, state.matchId);
    if (!match) return;
    const last = await latestOdds(db, state.matchId);
    if (!last && state.status !== "Upcoming")
      await storeOdds(db, await oddsFor(db, { ...match, status: "Upcoming", score: null }), new Date(at.getTime() - 1));
    const odds = await oddsFor(db, match, suspends(state, previous));
    if (sameOdds(last, odds)) return;
    await storeOdds(db, odds, at);
    options.publisher.publish({ type: "odds", matchId: state.matchId, odds });
  };
  return options.changes.listen(track);
}
