import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentSeasonStandings } from "../../../server/sports/read/standings-cache";
import { matches, teams } from "../../../server/sports/tables";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database";

// A computed table is reused while the competition's matches do not change, and computed again
// as soon as one does (a result arriving must show at once).

describe("the standings kept between requests", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("pglite", { stage: "shipped" });
  });
  afterAll(() => test.cleanup());

  it("is reused while nothing changed and computed again when a result changes", async () => {
    const db = test.database.db;
    const first = await currentSeasonStandings(db, "en.1", "2023-24");
    expect(await currentSeasonStandings(db, "en.1", "2023-24")).toBe(first);
    const leader = first?.tables[0]?.rows[0];
    expect(leader).toMatchObject({ team: { name: "Manchester City FC" }, points: 91 });

    // Manchester City's last match (a 3-1 win over West Ham) becomes a defeat.
    const [city] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, "Manchester City FC"));
    await db
      .update(matches)
      .set({ homeScore: 0, awayScore: 4, updatedAt: new Date() })
      .where(and(eq(matches.homeTeamId, city?.id ?? 0), eq(matches.kickoffDate, "2024-05-19")));
    const after = await currentSeasonStandings(db, "en.1", "2023-24");
    expect(after).not.toBe(first);
    expect(after?.tables[0]?.rows[0]).toMatchObject({ team: { name: "Arsenal FC" }, points: 89 });
    expect(after?.tables[0]?.rows.find((row) => row.team.name === "Manchester City FC")?.points).toBe(88);
  });
});
