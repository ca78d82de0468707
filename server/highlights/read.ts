import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { type HighlightJson, type Page } from "../../contract/sports/api";
import { type AppDatabase } from "../db/types";
import { findMatchesById } from "../sports/read/matches";
import { competitions, matches } from "../sports/tables";
import { highlights } from "./tables";

type HighlightRow = typeof highlights.$inferSelect;

async function toJson(db: AppDatabase, rows: HighlightRow[]): Promise<HighlightJson[]> {
  const summaries = await findMatchesById(
    db,
    rows.map((row) => row.matchId),
  );
  return rows.flatMap((row) => {
    const match = summaries.get(row.matchId);
    if (!match) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        durationSeconds: row.durationSeconds,
        width: row.width,
        height: row.height,
        sources: [
          { src: row.webmPath, type: "video/webm" as const },
          { src: row.mp4Path, type: "video/mp4" as const },
        ],
        poster: row.posterPath,
        publishedAt: row.publishedAt.toISOString(),
        match,
      },
    ];
  });
}

export interface HighlightListQuery {
  sport?: string;
  /** A competition's code. */
  competition?: string;
  page: number;
  size: number;
}

/** Newest first, by sport or competition. */
export async function listHighlights(db: AppDatabase, query: HighlightListQuery): Promise<Page<HighlightJson>> {
  const conditions: SQL[] = [];
  if (query.sport) conditions.push(eq(matches.sport, query.sport));
  if (query.competition)
    conditions.push(
      inArray(matches.competitionId, db.select({ id: competitions.id }).from(competitions).where(eq(competitions.code, query.competition))),
    );
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ highlight: highlights })
      .from(highlights)
      .innerJoin(matches, eq(matches.id, highlights.matchId))
      .where(where)
      .orderBy(desc(highlights.publishedAt), desc(highlights.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(highlights).innerJoin(matches, eq(matches.id, highlights.matchId)).where(where),
  ]);
  return {
    data: await toJson(
      db,
      rows.map((row) => row.highlight),
    ),
    page: query.page,
    size: query.size,
    total,
  };
}

/**
 * A match's highlights. A replay that has ended shows the clips of the match it replays; before its
 * end it shows none, so a fan watching the replay live is not told the result.
 */
export async function highlightsOfMatch(db: AppDatabase, matchId: number): Promise<HighlightJson[]> {
  const [match] = await db.select({ replayOf: matches.replayOf, status: matches.status }).from(matches).where(eq(matches.id, matchId));
  if (!match) return [];
  const ids = match.replayOf === null ? [matchId] : match.status === "Ended" ? [matchId, match.replayOf] : [matchId];
  const rows = await db
    .select()
    .from(highlights)
    .where(inArray(highlights.matchId, ids))
    .orderBy(desc(highlights.publishedAt), desc(highlights.id));
  return toJson(db, rows);
}

export async function findHighlight(db: AppDatabase, by: { id: number } | { slug: string }): Promise<HighlightJson | null> {
  const rows = await db
    .select()
    .from(highlights)
    .where("id" in by ? eq(highlights.id, by.id) : eq(highlights.slug, by.slug));
  const [found] = await toJson(db, rows);
  return found ?? null;
}
