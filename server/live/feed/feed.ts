// The live feed's interface (docs/live-data.md, "The feed"): providers report match states; the
// feed (live-feed.ts) stores them, publishes each change on the bus and tells the backend's
// listeners. A data vendor is added as one more provider.

export type FeedScorePair = [number, number];

export interface FeedIncident {
  /** 1-based, in the order they happened; a later report may only add to the list or correct it as a whole. */
  sequence: number;
  /** 1 home, 2 away. */
  position: number;
  /** Spec section 9's codes (contract/sports/incidents.ts). */
  type: number;
  minute: number | null;
  stoppage: number;
  playerName: string | null;
  inPlayerName: string | null;
  outPlayerName: string | null;
  playerId: number | null;
}

/** What an incident says, without its place in the list. */
export type IncidentFacts = Omit<FeedIncident, "sequence">;

/** Only an incident's facts, from anything that carries them (a stored row, a reported incident). */
export function incidentFacts(incident: IncidentFacts): IncidentFacts {
  return {
    position: incident.position,
    type: incident.type,
    minute: incident.minute,
    stoppage: incident.stoppage,
    playerName: incident.playerName,
    inPlayerName: incident.inPlayerName,
    outPlayerName: incident.outPlayerName,
    playerId: incident.playerId,
  };
}

/** Everything a provider knows of a match at an instant: reported whole, never as a difference. */
export interface MatchReport {
  status: "Upcoming" | "Live" | "Ended";
  period: string | null;
  clockSeconds: number | null;
  clockRunning: boolean;
  score: FeedScorePair | null;
  halfTime: FeedScorePair | null;
  fullTime: FeedScorePair | null;
  extraTime: FeedScorePair | null;
  penalties: FeedScorePair | null;
  shootoutWinner: "home" | "away" | null;
  periodScores: FeedScorePair[];
  incidents: FeedIncident[];
}

/** Where providers report. Reporting the same state twice is harmless: only changes are stored and published. */
export interface FeedSink {
  report(matchId: number, report: MatchReport): Promise<void>;
}

/**
 * A source of live match states. The feed calls `tick` about once a second with the feed's clock;
 * a provider reports through the sink whatever it knows (a vendor adapter would report what its
 * vendor pushed since the last tick, after mapping the vendor's fixtures to rows of `matches`).
 */
export interface FeedProvider {
  readonly name: string;
  tick(nowMs: number, sink: FeedSink): Promise<void>;
}

/** The feed's time: the wall clock in production, a controllable one in tests. */
export interface FeedClock {
  now(): number;
}

export const systemClock: FeedClock = { now: () => Date.now() };
