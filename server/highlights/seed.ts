import { readFile } from "node:fs/promises";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { matches } from "../sports/tables";
import { shippedClipsSchema } from "./clips";
import { highlights } from "./tables";

export const HIGHLIGHTS_MANIFEST = path.join("datasets", "highlights", "clips.json");

export interface HighlightSeedReport {
  written: number;
  /** Clips whose match is not in the database (its record was rejected, or its source is missing). */
  missing: string[];
}

/**
 * Writes the shipped clips' rows (docs/highlights.md), found by their match's key; running it again
 * updates them in place. A clip is published when its match ended, so the newest match's clip is
 * the most recent highlight.
 */
export async function seedShippedHighlights(
  db: AppDatabase,
  manifest = path.resolve(process.cwd(), HIGHLIGHTS_MANIFEST),
): Promise<HighlightSeedReport> {
  const clips = shippedClipsSchema.parse(JSON.parse(await readFile(manifest, "utf8")));
  const rows = await db
    .select({ id: matches.id, key: matches.key, kickoffAt: matches.kickoffAt, kickoffDate: matches.kickoffDate })
    .from(matches)
    .where(
      inArray(
        matches.key,
        clips.map((clip) => clip.matchKey),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const missing: string[] = [];
  let written = 0;
  for (const clip of clips) {
    const match = byKey.get(clip.matchKey);
    if (!match) {
      missing.push(clip.slug);
      continue;
    }
    const kickoff = match.kickoffAt ?? new Date(`${match.kickoffDate}T12:00:00Z`);
    const values = {
      slug: clip.slug,
      matchId: match.id,
      title: clip.title,
      summary: clip.summary,
      durationSeconds: clip.durationSeconds,
      width: clip.width,
      height: clip.height,
      webmPath: clip.files.webm,
      mp4Path: clip.files.mp4,
      posterPath: clip.files.poster,
      publishedAt: new Date(kickoff.getTime() + 3 * 3600_000),
    };
    await db
      .insert(highlights)
      .values(values)
      .onConflictDoUpdate({ target: highlights.slug, set: { ...values, slug: sql`excluded.slug` } });
    written += 1;
  }
  return { written, missing };
}

export async function hasHighlights(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ id: highlights.id }).from(highlights).limit(1);
  return row !== undefined;
}
