import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../../contract/sports/search-text";
import { type MatchRecord, type ParsedSource, type TeamName } from "../../../server/sports/import/records";
import { type ResolvedTeam } from "../../../server/sports/import/resolve";
import { importSportsData, type SourceParser } from "../../../server/sports/import/run";
import { competitions, incidents, matches, teams } from "../../../server/sports/tables";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../helpers/test-database";

// The loader on records made here (the parsers have their own tests): merging two sources of one
// match, converting times, rejecting what cannot be stored, and importing twice without a change.

const resolveTeam = (team: TeamName, context: { sport: "football" | "basketball" }): ResolvedTeam => {
  const canonical = team.name === "USA" ? "United States" : team.name;
  const nameVi = { Argentina: "Argentina", France: "Pháp", "United States": "Mỹ", Vietnam: "Việt Nam" }[canonical];
  return {
    key: `${team.kind}:${slugify(canonical)}`,
    sport: context.sport,
    kind: team.kind,
    name: canonical,
    ...(nameVi ? { nameVi } : {}),
    aliases: team.name === canonical ? [] : [team.name],
  };
};

const national = (name: string): TeamName => ({ name, kind: "national" });

function finalFrom(file: string, record: string, extra: Partial<MatchRecord>): MatchRecord {
  return {
    location: { file, record },
    sourceRef: `${file}#${record}`,
    sport: "football",
    competition: "world-cup",
    season: "2022",
    kickoff: { date: "2022-12-18", time: "18:00", zone: "Asia/Qatar" },
    home: national("Argentina"),
    away: national("France"),
    ...extra,
  };
}

const fjelstulFinal = finalFrom("fjelstul-worldcup/matches.csv", "line 965", {
  stage: { name: "Final", kind: "knockout", order: 6 },
  round: "final",
  score: { final: [3, 3], extraTime: [3, 3], penalties: [4, 2] },
  incidents: [
    { side: "home", type: 8, minute: 23, stoppage: 0, sequence: 1, playerName: "Lionel Messi" },
    { side: "away", type: 8, minute: 80, stoppage: 0, sequence: 2, playerName: "Kylian Mbappé" },
  ],
  lineups: [{ side: "home", playerName: "Emiliano Martínez", shirtNumber: 23, position: "GK", starter: true }],
});
// worldcup.json lists the same final the other way round, with its half-time score.
const openfootballFinal = finalFrom("worldcup.json/2022/worldcup.json", "matches[63]", {
  home: national("France"),
  away: national("Argentina"),
  score: { final: [3, 3], halfTime: [0, 2], fullTime: [2, 2], extraTime: [3, 3], penalties: [2, 4] },
});
const internationalFinal = finalFrom("international/results.csv", "line 48000", {
  kickoff: { date: "2022-12-18", zone: "Asia/Qatar" },
  score: { final: [3, 2], shootoutWinner: "home" },
});
const skippedHour = finalFrom("worldcup.json/2022/worldcup.json", "matches[1]", {
  competition: "friendly",
  kickoff: { date: "2024-03-31", time: "02:30", zone: "Europe/Paris" },
  home: national("Vietnam"),
  away: national("USA"),
});
const upcoming = finalFrom("international/results.csv", "line 48001", {
  competition: "friendly",
  season: "2026",
  kickoff: { date: "2026-12-01", zone: "Asia/Ho_Chi_Minh" },
  home: national("Vietnam"),
  away: national("USA"),
});

const parser = (name: string, source: ParsedSource): SourceParser => ({ name, parse: () => source });
const parsers = [
  parser("fjelstul", { matches: [fjelstulFinal], rejections: [] }),
  parser("worldcup.json", { matches: [openfootballFinal, skippedHour], rejections: [] }),
  parser("international", {
    matches: [internationalFinal, upcoming],
    rejections: [{ file: "international/results.csv", record: "line 7", reason: "the home score is not a number" }],
  }),
];

describe.each(databaseKinds())("sports import (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "migrated" });
  });
  afterAll(() => test.cleanup());

  it("merges the sources of one match, converts its time to UTC and keeps what each adds", async () => {
    const report = await importSportsData(test.database.db, { dataFolder: "unused", parsers, resolveTeam });
    expect(report.counts.matchesWritten).toBe(2);
    expect(report.rejections).toEqual([
      { file: "international/results.csv", record: "line 7", reason: "the home score is not a number" },
      expect.objectContaining({ record: "matches[1]", reason: expect.stringMatching(/daylight-saving gap/) }),
    ]);
    // The international results give 3-2 (a score without the last goal): kept the Fjelstul 3-3, reported.
    expect(report.disagreements).toEqual([expect.objectContaining({ field: "score", kept: "3-3", other: "3-2" })]);
    const db = test.database.db;
    const [final] = await db.select().from(matches).where(eq(matches.kickoffDate, "2022-12-18"));
    expect(final).toMatchObject({
      kickoffAt: new Date("2022-12-18T15:00:00Z"),
      status: "Ended",
      homeScore: 3,
      awayScore: 3,
      htHome: 2,
      htAway: 0,
      ftHome: 2,
      ftAway: 2,
      penHome: 4,
      penAway: 2,
      shootoutWinner: null,
      round: "final",
      slug: "argentina-vs-phap-2022-12-18",
    });
    expect(final?.sources.split("\n")).toHaveLength(3);
    const goals = await db
      .select()
      .from(incidents)
      .where(eq(incidents.matchId, final?.id ?? 0));
    expect(goals.map((goal) => [goal.sequence, goal.position, goal.type, goal.minute, goal.playerName])).toEqual([
      [1, 1, 8, 23, "Lionel Messi"],
      [2, 2, 8, 80, "Kylian Mbappé"],
    ]);
    const [future] = await db.select().from(matches).where(eq(matches.kickoffDate, "2026-12-01"));
    expect(future).toMatchObject({ status: "Upcoming", kickoffAt: null, homeScore: null, slug: "viet-nam-vs-my-2026-12-01" });
    const [worldCup] = await db.select().from(competitions).where(eq(competitions.code, "world-cup"));
    expect(worldCup).toMatchObject({ nameVi: "World Cup", credit: "fjelstul,international,worldcup.json" });
    const [usa] = await db.select().from(teams).where(eq(teams.key, "national:united-states"));
    expect(usa?.searchText).toBe("my | united states | usa");
  });

  it("changes nothing when run again on the same data", async () => {
    const db = test.database.db;
    const before = await db.select().from(matches).orderBy(matches.id);
    const report = await importSportsData(db, { dataFolder: "unused", parsers, resolveTeam });
    expect(report.counts).toEqual({ matchesWritten: 0, matchesUnchanged: 2, incidents: 0, lineups: 0 });
    expect(await db.select().from(matches).orderBy(matches.id)).toEqual(before);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(teams);
    expect(total).toBe(4);
  });
});
