import { sql } from "drizzle-orm";
import { type DatasetCode } from "../../../contract/sports/datasets";
import { type AppDatabase } from "../../db/types";
import { COMPETITIONS, SPORTS } from "../catalogue/competitions";
import { mergeMatches, type Disagreement } from "./merge";
import { type ParsedSource, type Rejection } from "./records";
import { type TeamResolver } from "./resolve";
import { writeSportsData, type WriteCounts } from "./write";

/** One source parser: reads its folder under the data folder. */
export interface SourceParser {
  name: string;
  parse(dataFolder: string): ParsedSource;
}

export interface PointsAdjustment {
  competition: string;
  season: string;
  /** The team as the competition's own source names it. */
  teamName: string;
  points: number;
  reason: string;
  source: string;
}

export interface ImportOptions {
  dataFolder: string;
  parsers: readonly SourceParser[];
  /** The team resolver, made once every source is read (it may learn names from them). */
  teamResolver: (sources: readonly ParsedSource[]) => TeamResolver;
  adjustments?: readonly PointsAdjustment[];
}

export interface ImportReport {
  startedAt: string;
  durationMs: number;
  /** Records read per source, and what was kept. */
  sources: { name: string; matches: number; rejected: number; error?: string }[];
  matches: number;
  counts: WriteCounts;
  rejections: Rejection[];
  disagreements: Disagreement[];
}

function creditOf(datasets: Iterable<DatasetCode>): string {
  return [...new Set(datasets)].sort().join(",");
}

/**
 * Reads every source, merges the records of the same match, and writes the result in one
 * transaction: an import that fails leaves the stored data as it was. Running it again on the
 * same files writes nothing (server/sports/import/write.ts).
 */
export async function importSportsData(db: AppDatabase, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const report: ImportReport = {
    startedAt: new Date(started).toISOString(),
    durationMs: 0,
    sources: [],
    matches: 0,
    counts: { matchesWritten: 0, matchesUnchanged: 0, incidents: 0, lineups: 0 },
    rejections: [],
    disagreements: [],
  };
  const parsed: ParsedSource[] = [];
  for (const parser of options.parsers) {
    try {
      const source = parser.parse(options.dataFolder);
      parsed.push(source);
      report.sources.push({ name: parser.name, matches: source.matches.length, rejected: source.rejections.length });
      report.rejections.push(...source.rejections);
    } catch (error) {
      report.sources.push({ name: parser.name, matches: 0, rejected: 0, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const records = parsed.flatMap((source) => source.matches);
  const resolveTeam = options.teamResolver(parsed);
  const merged = mergeMatches(records, resolveTeam);
  report.rejections.push(...merged.rejections);
  report.disagreements = merged.disagreements;
  report.matches = merged.matches.length;

  const datasetsOf = new Map<string, Set<DatasetCode>>();
  for (const match of merged.matches) {
    const set = datasetsOf.get(match.competition) ?? new Set<DatasetCode>();
    match.datasets.forEach((dataset) => set.add(dataset));
    datasetsOf.set(match.competition, set);
  }
  const catalogue = new Map(COMPETITIONS.map((competition) => [competition.code, competition]));
  const sourceNames: Record<string, string> = Object.assign({}, ...parsed.map((source) => source.competitionNames ?? {}));
  const competitions = [...new Set([...datasetsOf.keys(), ...catalogue.keys()])].map((code) => {
    const known = catalogue.get(code);
    const name = known?.name ?? sourceNames[code] ?? code;
    return {
      code,
      sport: known?.sport ?? merged.matches.find((match) => match.competition === code)?.sport ?? "football",
      name,
      nameVi: known?.nameVi ?? name,
      kind: known?.kind ?? (/qualification/i.test(name) ? "qualification" : "tournament"),
      ...(known?.country ? { country: known.country } : {}),
      position: known?.position ?? 1000,
      credit: creditOf(datasetsOf.get(code) ?? []),
    };
  });

  const officialStandings = parsed.flatMap((source) =>
    (source.officialStandings ?? []).map((row) => ({
      row,
      team: resolveTeam(row.team, { sport: row.sport, competition: row.competition }),
    })),
  );
  const adjustments = (options.adjustments ?? []).map((adjustment) => ({
    ...adjustment,
    team: resolveTeam(
      { name: adjustment.teamName, kind: "club" },
      { sport: catalogue.get(adjustment.competition)?.sport ?? "football", competition: adjustment.competition },
    ),
  }));
  report.counts = await db.transaction((tx) =>
    writeSportsData(tx, {
      sports: SPORTS,
      competitions,
      matches: merged.matches,
      players: parsed.flatMap((source) => source.players ?? []),
      officialStandings,
      adjustments,
    }),
  );
  // Fresh planner statistics: without them PostgreSQL (and PGlite, which has no autovacuum) guesses
  // the new rows' numbers and picks scans that cost a match page milliseconds per query.
  if (report.counts.matchesWritten > 0) await db.execute(sql`analyze`);
  report.durationMs = Date.now() - started;
  return report;
}
