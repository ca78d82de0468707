import { and, eq, gt } from "drizzle-orm";
import { type LiveMatchState } from "../../../contract/live/messages";
import { type IncidentJson, type ReplayInfo } from "../../../contract/sports/api";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { incidents, matches } from "../../sports/tables";
import { type LivePublisher } from "../publisher";
import { type FeedIncident, type FeedSink, incidentFacts, type MatchReport } from "./feed";
import { type MatchChanges } from "./match-changes";

interface MatchIdentity {
  slug: string;
  sport: string;
  competitionId: number;
  replay: ReplayInfo | null;
}

interface Known {
  identity: MatchIdentity;
  state: LiveMatchState;
  /** What makes a report a change: everything but the running clock's seconds. */
  changeKey: string;
  storedIncidents: number;
}

/** Clocks run between messages (clients move them on), so a report is a change once a minute of the clock, not every second. */
function changeKeyOf(report: MatchReport): string {
  const clockMinute = report.clockSeconds === null ? null : Math.floor(report.clockSeconds / 60);
  return JSON.stringify([
    report.status,
    report.period,
    report.clockRunning,
    report.clockRunning ? clockMinute : report.clockSeconds,
    report.score,
    report.halfTime,
    report.fullTime,
    report.extraTime,
    report.penalties,
    report.shootoutWinner,
    report.periodScores,
    report.incidents.length,
    report.incidents.at(-1)?.type ?? null,
  ]);
}

const pair = (value: [number, number] | null, index: 0 | 1) => (value === null ? null : value[index]);

function incidentJson(incident: FeedIncident): IncidentJson {
  return {
    sequence: incident.sequence,
    position: incident.position,
    type: incident.type,
    minute: incident.minute,
    stoppage: incident.stoppage,
    player_name: incident.playerName,
    in_player_name: incident.inPlayerName,
    out_player_name: incident.outPlayerName,
    player_slug: null,
  };
}

/**
 * The feed's sink: stores each change of a match (its row and its incidents), publishes the match's
 * whole state once on the bus, tells the listeners (odds, goal notifications), and keeps the count
 * of live matches. Answers a socket server's request for the live state (BUS_CHANNELS.liveSync).
 */
export class LiveFeed implements FeedSink {
  private readonly known = new Map<number, Known>();
  private lastCount = "";

  constructor(
    private readonly db: AppDatabase,
    private readonly publisher: LivePublisher,
    private readonly changes: MatchChanges,
    private readonly logger: Logger,
    private readonly clock: { now(): number },
  ) {}

  async report(matchId: number, report: MatchReport): Promise<void> {
    const before = this.known.get(matchId);
    const changeKey = changeKeyOf(report);
    if (before && before.changeKey === changeKey) return;
    const identity = before?.identity ?? (await this.identify(matchId));
    if (!identity) {
      this.logger.warn({ matchId }, "live report for an unknown match dropped");
      return;
    }
    const storedIncidents = await this.store(matchId, report, before?.storedIncidents ?? null);
    const state: LiveMatchState = {
      matchId,
      slug: identity.slug,
      sport: identity.sport,
      competitionId: identity.competitionId,
      status: report.status,
      period: report.period,
      clockSeconds: report.clockSeconds,
      clockRunning: report.clockRunning,
      score: {
        home: pair(report.score, 0),
        away: pair(report.score, 1),
        halfTime: report.halfTime,
        fullTime: report.fullTime,
        extraTime: report.extraTime,
        penalties: report.penalties,
        shootoutWinner: report.shootoutWinner,
      },
      periodScores: report.periodScores,
      incidents: report.incidents.map(incidentJson),
      replay: identity.replay,
    };
    if (report.status === "Ended") this.known.delete(matchId);
    else this.known.set(matchId, { identity, state, changeKey, storedIncidents });
    this.publisher.publish({ type: "match", matchId, match: state });
    await this.changes.emit({ state, previous: before?.state ?? null, at: new Date(this.clock.now()) });
    this.publishCount();
  }

  /** Republishes every live match and the count (a socket server has just started or reconnected). */
  republish(): void {
    for (const [matchId, known] of this.known) {
      if (known.state.status === "Live") this.publisher.publish({ type: "match", matchId, match: known.state });
    }
    this.publishCount(true);
  }

  /** The live matches this feed knows, by sport. */
  liveCount(): { football: number; basketball: number; total: number } {
    let football = 0;
    let basketball = 0;
    for (const known of this.known.values()) {
      if (known.state.status !== "Live") continue;
      if (known.state.sport === "basketball") basketball += 1;
      else football += 1;
    }
    return { football, basketball, total: football + basketball };
  }

  private publishCount(always = false): void {
    const count = this.liveCount();
    const text = JSON.stringify(count);
    if (!always && text === this.lastCount) return;
    this.lastCount = text;
    this.publisher.publish({ type: "liveCount", matchId: null, count });
  }

  private async identify(matchId: number): Promise<MatchIdentity | null> {
    const [row] = await this.db
      .select({ slug: matches.slug, sport: matches.sport, competitionId: matches.competitionId, replayOf: matches.replayOf })
      .from(matches)
      .where(eq(matches.id, matchId));
    if (!row) return null;
    let replay: ReplayInfo | null = null;
    if (row.replayOf !== null) {
      const [original] = await this.db
        .select({ slug: matches.slug, kickoffDate: matches.kickoffDate })
        .from(matches)
        .where(eq(matches.id, row.replayOf));
      if (original) replay = { originalMatchId: row.replayOf, originalSlug: original.slug, originalDate: original.kickoffDate };
    }
    return { slug: row.slug, sport: row.sport, competitionId: row.competitionId, replay };
  }

  /** Writes the match's row and, when they changed, its incidents; returns how many incidents are stored. */
  private async store(matchId: number, report: MatchReport, storedIncidents: number | null): Promise<number> {
    const count = report.incidents.length;
    await this.db.transaction(async (tx) => {
      await tx
        .update(matches)
        .set({
          status: report.status,
          period: report.period,
          clockSeconds: report.clockSeconds,
          homeScore: pair(report.score, 0),
          awayScore: pair(report.score, 1),
          htHome: pair(report.halfTime, 0),
          htAway: pair(report.halfTime, 1),
          ftHome: pair(report.fullTime, 0),
          ftAway: pair(report.fullTime, 1),
          etHome: pair(report.extraTime, 0),
          etAway: pair(report.extraTime, 1),
          penHome: pair(report.penalties, 0),
          penAway: pair(report.penalties, 1),
          shootoutWinner: report.shootoutWinner,
          updatedAt: new Date(this.clock.now()),
        })
        .where(eq(matches.id, matchId));
      if (storedIncidents === count) return;
      // Providers report the whole list: what is stored beyond it goes, what is missing is added.
      await tx
        .delete(incidents)
        .where(
          and(eq(incidents.matchId, matchId), gt(incidents.sequence, storedIncidents === null ? 0 : Math.min(storedIncidents, count))),
        );
      const from = storedIncidents === null ? 0 : Math.min(storedIncidents, count);
      const added = report.incidents.slice(from);
      if (added.length > 0)
        await tx.insert(incidents).values(added.map((incident) => ({ matchId, sequence: incident.sequence, ...incidentFacts(incident) })));
    });
    return count;
  }

  /** Forgets matches that no longer exist (replays removed with their day). */
  forget(matchIds: readonly number[]): void {
    for (const id of matchIds) this.known.delete(id);
  }
}
