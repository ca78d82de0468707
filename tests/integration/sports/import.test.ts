import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importSportsData } from "../../../server/sports/import/run";
import { competitions, incidents, matches, teams } from "../../../server/sports/tables";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../helpers/test-database";
import { parsers, resolveTeam } from "./synthetic-records";

// The loader on records made here (the parsers have their own tests): merging two sources of one
// match, converting times, rejecting what cannot be stored, and importing twice without a change.

describe.each(databaseKinds())("sports import (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "migrated" });
  });
  afterAll(() => test.cleanup());

  it("merges the sources of one match, converts its time to UTC and keeps what each adds", async () => {
    const report = await importSportsData(test.database.db, { dataFolder: "unused", parsers, teamResolver: () => resolveTeam });
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
    expect(final?.sources.split("\n")).toEqual([
      "fjelstul-worldcup/matches.csv line 965",
      "worldcup.json/2022/worldcup.json matches[63]",
      "international/results.csv line 48000",
    ]);
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
    const report = await importSportsData(db, { dataFolder: "unused", parsers, teamResolver: () => resolveTeam });
    expect(report.counts).toEqual({ matchesWritten: 0, matchesUnchanged: 2, incidents: 0, lineups: 0 });
    expect(await db.select().from(matches).orderBy(matches.id)).toEqual(before);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(teams);
    expect(total).toBe(4);
  });
});
