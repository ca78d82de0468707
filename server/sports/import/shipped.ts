import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { createTeamResolver } from "../catalogue/teams";
import { POINTS_ADJUSTMENTS } from "../standings/adjustments";
import { HIGHLIGHTS_MANIFEST, hasHighlights, seedShippedHighlights } from "../../highlights/seed";
import { importSportsData, type ImportReport, type SourceParser } from "./run";
import { hasSportsData } from "./write";
import { parseFjelstul } from "./sources/fjelstul";
import { parseFootballJson } from "./sources/football-json";
import { parseInternational } from "./sources/international";
import { parseNba } from "./sources/nba";
import { parseVleague } from "./sources/vleague";
import { parseWorldcupJson } from "./sources/worldcup-json";

/** Every dataset in datasets/sports (its README), in the order they are read. */
export const SHIPPED_SOURCES: readonly SourceParser[] = [
  { name: "football.json", parse: parseFootballJson },
  { name: "worldcup.json", parse: parseWorldcupJson },
  { name: "fjelstul", parse: parseFjelstul },
  { name: "international", parse: (folder) => parseInternational(folder) },
  { name: "vleague", parse: parseVleague },
  { name: "nba", parse: parseNba },
];

/** The project's copy of the data (SPORTS_DATA_DIR overrides it), found from the working directory like the migrations. */
export function defaultSportsDataFolder(): string {
  return path.resolve(process.env.SPORTS_DATA_DIR || path.join(process.cwd(), "datasets", "sports"));
}

/**
 * Imports every shipped dataset (server/sports/import/run.ts), with the points deductions kept as
 * data, then the shipped highlight clips of its matches (docs/highlights.md).
 */
export async function importShippedSportsData(db: AppDatabase, dataFolder = defaultSportsDataFolder()): Promise<ImportReport> {
  const report = await importSportsData(db, {
    dataFolder,
    parsers: SHIPPED_SOURCES,
    teamResolver: (sources) => createTeamResolver(sources.flatMap((source) => [...source.matches, ...(source.officialStandings ?? [])])),
    adjustments: POINTS_ADJUSTMENTS.map((adjustment) => ({
      competition: adjustment.competition,
      season: adjustment.season,
      teamName: adjustment.team,
      points: adjustment.points,
      reason: adjustment.reason,
      source: adjustment.source,
    })),
  });
  const clips = await seedShippedHighlights(db);
  for (const slug of clips.missing)
    report.rejections.push({ file: HIGHLIGHTS_MANIFEST, record: slug, reason: "its match is not in the imported data" });
  return report;
}

/** A line for the log: what was read, written and rejected. */
export function summariseImport(report: ImportReport): string {
  const sources = report.sources
    .map((source) => `${source.name} ${source.matches}${source.error ? ` (failed: ${source.error})` : ""}`)
    .join(", ");
  return (
    `sports import in ${report.durationMs} ms: ${report.matches} matches (${sources}); ` +
    `${report.counts.matchesWritten} written, ${report.counts.matchesUnchanged} unchanged; ` +
    `${report.rejections.length} records rejected, ${report.disagreements.length} disagreements between sources`
  );
}

/**
 * A first start's import: on a database without sports data (PostgreSQL, or PGlite without the
 * template that `npm run build` makes with the data in it), the shipped data is imported and the
 * full report written to DATA_DIR/sports-import-report.json.
 */
export async function importSportsDataIfNone(db: AppDatabase, dataDir: string, logger: Logger): Promise<void> {
  if (await hasSportsData(db)) {
    // A database made before the highlights existed gets them once.
    if (!(await hasHighlights(db))) await seedShippedHighlights(db);
    return;
  }
  const report = await importShippedSportsData(db);
  logger.info(summariseImport(report));
  await writeImportReport(report, path.join(dataDir, IMPORT_REPORT_FILE));
}

export const IMPORT_REPORT_FILE = "sports-import-report.json";

/** The full report, for the operator: every rejected record with its file, record and reason. */
export async function writeImportReport(report: ImportReport, file: string): Promise<void> {
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
