import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type MatchDetail, type TeamRef } from "../../../contract/sports/api";
import { type StandingRowJson, type StandingsJson } from "../../../contract/sports/standings-api";
import { DataCredits } from "~/components/sports/DataCredits";
import { MatchStandings } from "~/components/sports/match/MatchStandings";
import { MatchStatistics } from "~/components/sports/match/MatchStatistics";

// The match page's sections that the shipped data cannot show yet in a browser test: the table
// (its API arrives separately) and statistics a feed stored.

const team = (id: number, name: string): TeamRef => ({ id, slug: name.toLowerCase(), name, nameVi: null, kind: "national", code: null });
const row = (position: number, id: number, points: number): StandingRowJson => ({
  position,
  team: team(id, `Team ${id}`),
  played: 3,
  won: 1,
  drawn: 1,
  lost: 1,
  goalsFor: 3,
  goalsAgainst: 3,
  goalDifference: position === 1 ? 2 : -1,
  points,
  pointsFromResults: points,
  adjustments: [],
  winPct: null,
  form: [],
  zone: null,
  tiedOn: null,
});
const standings = {
  tables: [
    { key: "Group A", rows: [row(1, 10, 9), row(2, 11, 4)] },
    { key: "Group C", rows: [row(1, 1, 6), row(2, 3, 4), row(3, 2, 3), row(4, 4, 1)] },
  ],
  complete: true,
} as StandingsJson;
const groupMatch = { group: "Group C", home: team(1, "Team 1"), away: team(2, "Team 2") } as MatchDetail;

describe("the match's table", () => {
  it("shows the match's group with both teams marked", () => {
    const html = renderToStaticMarkup(<MatchStandings standings={standings} match={groupMatch} />);
    expect(html).toContain("Bảng xếp hạng · Bảng C");
    expect(html.match(/<tr class="standings-table__playing" aria-current="true">/g)).toHaveLength(2);
    expect(html).toContain('<th scope="row">Team 3</th>');
    expect(html).not.toContain("Team 10");
    expect(html).toContain("+2");
  });

  it("is left out when the standings could not be had or hold neither team", () => {
    expect(renderToStaticMarkup(<MatchStandings standings={null} match={groupMatch} />)).toBe("");
    const elsewhere = { ...groupMatch, group: null, home: team(8, "X"), away: team(9, "Y") } as MatchDetail;
    expect(renderToStaticMarkup(<MatchStandings standings={standings} match={elsewhere} />)).toBe("");
  });
});

describe("statistics", () => {
  it("shows a feed's statistics in Vietnamese with a bar, leaving unknown codes out", () => {
    const html = renderToStaticMarkup(
      <MatchStatistics
        statistics={{
          matchId: 1,
          source: "feed",
          items: [
            { code: "corners", home: 6, away: 2 },
            { code: "expectedThreat", home: 1, away: 1 },
          ],
        }}
        home={team(1, "Home")}
        away={team(2, "Away")}
      />,
    );
    expect(html).toContain("Phạt góc");
    expect(html).toContain("width:75%");
    expect(html).not.toContain("expectedThreat");
  });

  it("says 'Cannot load statistics data' when nothing is known", () => {
    const html = renderToStaticMarkup(
      <MatchStatistics statistics={{ matchId: 1, source: "none", items: [] }} home={team(1, "H")} away={team(2, "A")} />,
    );
    expect(html).toContain("Không thể tải dữ liệu thống kê");
  });
});

describe("data credits", () => {
  it("credits only the datasets whose licence requires it, once each", () => {
    const html = renderToStaticMarkup(<DataCredits datasets={["fjelstul", "worldcup.json", "nba", "fjelstul"]} />);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('href="https://creativecommons.org/licenses/by-sa/4.0/"');
    expect(html).toContain("đã được chỉnh sửa");
    expect(renderToStaticMarkup(<DataCredits datasets={["international", "vleague"]} />)).toBe("");
  });
});
