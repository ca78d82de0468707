import { and, gte, inArray, isNotNull, like, lt, lte, ne, sql } from "drizzle-orm";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { lineups, matches, teams } from "../../sports/tables";
import { type FeedProvider, type FeedSink, incidentFacts, type MatchReport } from "../feed/feed";
import { loadOriginal, loadReplayPools, pickOriginal, type ReplayPools } from "./originals";
import { buildScript, type ReplayScript } from "./script";
import { replayDays, replayHorizonMs, slotsOfDay, type ReplaySlot } from "./slots";
import { replayEndMs, replayStateAt, type ReplayState } from "./timeline";

/** How often the replay days are planned again (a new day enters the schedule at midnight). */
const PLAN_EVERY_MS = 10 * 60_000;
/** How often the list of replays to play is read again. */
const REFRESH_EVERY_MS = 30_000;
/** Replays are read that far ahead of kick-off, so that none starts late. */
const LOOKAHEAD_MS = 2 * 60_000;

export const REPLAY_KEY_PREFIX = "replay:";

interface Playing {
  matchId: number;
  kickoffMs: number;
  script: ReplayScript;
}

function report(state: ReplayState): MatchReport {
  return {
    status: state.status,
    period: state.period,
    clockSeconds: state.clockSeconds,
    clockRunning: state.clockRunning,
    score: state.score,
    halfTime: state.halfTime,
    fullTime: state.fullTime,
    extraTime: state.extraTime,
    penalties: state.penalties,
    shootoutWinner: state.shootoutWinner,
    periodScores: state.periodScores,
    incidents: state.incidents.map((incident) => ({ sequence: incident.sequence, ...incidentFacts(incident) })),
  };
}

/**
 * The default provider (docs/live-data.md, "Replays"): real shipped matches played again around the
 * present, from yesterday to a week ahead, football every 45 minutes and basketball every 2 hours.
 * Each replay is a row of `matches` (replay_of → the real match) whose state at any instant follows
 * from its script and kick-off, so a restart resumes every match where it should be.
 */
export class ReplayProvider implements FeedProvider {
  readonly name = "replay";
  private pools: ReplayPools | null = null;
  private plannedAt = -Infinity;
  private refreshedAt = -Infinity;
  private playing = new Map<number, Playing>();
  private readonly scripts = new Map<number, ReplayScript>();

  constructor(
    private readonly db: AppDatabase,
    private readonly logger: Logger,
    /** Called with the ids of replays removed with their day. */
    private readonly onRemoved: (matchIds: number[]) => void = () => undefined,
  ) {}

  async tick(nowMs: number, sink: FeedSink): Promise<void> {
    if (nowMs - this.plannedAt >= PLAN_EVERY_MS) {
      await this.plan(nowMs);
      this.plannedAt = nowMs;
      this.refreshedAt = -Infinity;
    }
    if (nowMs - this.refreshedAt >= REFRESH_EVERY_MS) {
      await this.refresh(nowMs);
      this.refreshedAt = nowMs;
    }
    for (const replay of this.playing.values()) {
      if (replay.kickoffMs > nowMs) continue;
      const state = replayStateAt(replay.script, replay.kickoffMs, nowMs);
      await sink.report(replay.matchId, report(state));
      if (state.status === "Ended") {
        this.playing.delete(replay.matchId);
        this.scripts.delete(replay.matchId);
      }
    }
  }

  /** Creates the missing replays of the days around now and removes those whose day has passed. */
  async plan(nowMs: number): Promise<{ created: number; removed: number }> {
    const removed = await this.db
      .delete(matches)
      .where(and(isNotNull(matches.replayOf), lt(matches.kickoffAt, new Date(replayHorizonMs(nowMs)))))
      .returning({ id: matches.id });
    if (removed.length > 0) this.onRemoved(removed.map((row) => row.id));

    const slots = replayDays(nowMs).flatMap(slotsOfDay);
    const keys = slots.map((slot) => REPLAY_KEY_PREFIX + slot.key);
    const existing = await this.db
      .select({ key: matches.key, replayOf: matches.replayOf, kickoffDate: matches.kickoffDate })
      .from(matches)
      .where(inArray(matches.key, keys));
    const existingKeys = new Set(existing.map((row) => row.key));
    const missing = slots.filter((slot) => !existingKeys.has(REPLAY_KEY_PREFIX + slot.key));
    if (missing.length === 0) return { created: 0, removed: removed.length };

    this.pools ??= await loadReplayPools(this.db);
    const takenByDay = new Map<string, Set<number>>();
    for (const row of existing) {
      if (row.replayOf === null) continue;
      const taken = takenByDay.get(row.kickoffDate) ?? new Set<number>();
      taken.add(row.replayOf);
      takenByDay.set(row.kickoffDate, taken);
    }
    const picks: { slot: ReplaySlot; originalId: number }[] = [];
    for (const slot of missing) {
      const taken = takenByDay.get(slot.day) ?? new Set<number>();
      takenByDay.set(slot.day, taken);
      const originalId = pickOriginal(this.pools, slot, taken);
      if (originalId !== null) picks.push({ slot, originalId });
    }
    if (picks.length === 0) return { created: 0, removed: removed.length };
    const created = await this.createReplays(picks);
    this.logger.info({ created, removed: removed.length }, "replays planned");
    return { created, removed: removed.length };
  }

  private async createReplays(picks: { slot: ReplaySlot; originalId: number }[]): Promise<number> {
    const originalIds = [...new Set(picks.map((pick) => pick.originalId))];
    const originals = await this.db.select().from(matches).where(inArray(matches.id, originalIds));
    const byId = new Map(originals.map((row) => [row.id, row]));
    const teamIds = [...new Set(originals.flatMap((row) => [row.homeTeamId, row.awayTeamId]))];
    const teamRows = await this.db.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.id, teamIds));
    const teamSlug = new Map(teamRows.map((row) => [row.id, row.slug]));

    const values = picks.flatMap(({ slot, originalId }) => {
      const original = byId.get(originalId);
      if (!original) return [];
      const base = `${teamSlug.get(original.homeTeamId) ?? "doi-nha"}-vs-${teamSlug.get(original.awayTeamId) ?? "doi-khach"}-${slot.day}-phat-lai`;
      return [
        {
          key: REPLAY_KEY_PREFIX + slot.key,
          // The time makes it unique: one match may be replayed twice in a week, never twice at one time.
          slug: `${base}-${slot.key.slice(-4)}`,
          sport: original.sport,
          competitionId: original.competitionId,
          seasonId: original.seasonId,
          stageId: original.stageId,
          groupId: original.groupId,
          round: original.round,
          kickoffAt: new Date(slot.kickoffMs),
          kickoffDate: slot.day,
          venueId: original.venueId,
          neutral: original.neutral,
          homeTeamId: original.homeTeamId,
          awayTeamId: original.awayTeamId,
          status: "Upcoming",
          // The real match's sources: its credits go with it.
          sources: original.sources,
          replayOf: original.id,
        },
      ];
    });
    return this.db.transaction(async (tx) => {
      const inserted = await tx.insert(matches).values(values).onConflictDoNothing().returning({ id: matches.id });
      if (inserted.length > 0) {
        // The real line-ups, so that the replay's page shows who plays.
        await tx.execute(sql`
          insert into ${lineups} (match_id, position, sequence, player_name, player_id, shirt_number, role, starter)
          select r.id, l.position, l.sequence, l.player_name, l.player_id, l.shirt_number, l.role, l.starter
          from ${lineups} l join ${matches} r on r.replay_of = l.match_id
          where r.id in (${sql.join(
            inserted.map((row) => sql`${row.id}`),
            sql`, `,
          )})
          on conflict do nothing`);
      }
      return inserted.length;
    });
  }

  /** Reads the replays to play: not ended, kicking off by now and a little ahead. */
  private async refresh(nowMs: number): Promise<void> {
    const rows = await this.db
      .select({ id: matches.id, key: matches.key, replayOf: matches.replayOf, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(
        and(
          like(matches.key, `${REPLAY_KEY_PREFIX}%`),
          ne(matches.status, "Ended"),
          lte(matches.kickoffAt, new Date(nowMs + LOOKAHEAD_MS)),
          gte(matches.kickoffAt, new Date(replayHorizonMs(nowMs))),
        ),
      );
    const playing = new Map<number, Playing>();
    for (const row of rows) {
      if (row.replayOf === null || row.kickoffAt === null) continue;
      let script = this.scripts.get(row.id);
      if (!script) {
        const original = await loadOriginal(this.db, row.replayOf, row.key);
        if (!original) continue;
        script = buildScript(original);
        this.scripts.set(row.id, script);
      }
      playing.set(row.id, { matchId: row.id, kickoffMs: row.kickoffAt.getTime(), script });
    }
    this.playing = playing;
  }

  /** When a replay ends (for tests and the docs' arithmetic). */
  endOf(matchId: number): number | null {
    const replay = this.playing.get(matchId);
    return replay ? replayEndMs(replay.script, replay.kickoffMs) : null;
  }
}
