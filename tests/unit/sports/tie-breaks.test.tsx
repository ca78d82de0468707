import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type TeamRef } from "../../../contract/sports/api";
import { type StandingRowJson, type StandingsJson } from "../../../contract/sports/standings-api";
import { TieBreaks } from "~/components/sports/rankings/RankingsScreen";

// Under the rankings table, the ties decided on head-to-head, fair play or lots, in words
// (V.League 2018: Hoàng Anh Gia Lai above Quảng Nam on head-to-head despite a worse goal difference).

const team = (id: number, name: string): TeamRef => ({ id, slug: `team-${id}`, name, nameVi: name, kind: "club", code: null });
const row = (position: number, id: number, name: string, tiedOn: string | null): StandingRowJson => ({
  position,
  team: team(id, name),
  played: 26,
  won: 9,
  drawn: 7,
  lost: 10,
  goalsFor: 30,
  goalsAgainst: 35,
  goalDifference: -5,
  points: 34,
  pointsFromResults: 34,
  adjustments: [],
  winPct: null,
  form: [],
  zone: null,
  tiedOn,
});

function standings(rows: StandingRowJson[]): StandingsJson {
  return {
    competition: { id: 1, code: "vleague-1", slug: "vleague-1", name: "V.League 1", nameVi: "V.League 1" },
    season: "2018",
    seasons: ["2018"],
    source: "computed",
    complete: true,
    matchesPlayed: 182,
    matchesTotal: 182,
    rules: null,
    tables: [{ key: null, rows }],
    datasets: ["vleague"],
  };
}

describe("the tie-breaks under a table", () => {
  it("says which ties head-to-head, fair play and lots decided, and nothing of the usual ones", () => {
    const html = renderToStaticMarkup(
      <TieBreaks
        standings={standings([
          row(1, 1, "Hà Nội", "points"),
          row(2, 2, "Hoàng Anh Gia Lai", "h2hPoints"),
          row(3, 3, "Quảng Nam", "goalDifference"),
          row(4, 4, "Nhật Bản", "fairPlay"),
          row(5, 5, "Senegal", "lots"),
          row(6, 6, "Thanh Hóa", null),
        ])}
      />,
    );
    const lines = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(lines).toEqual([
      "Hoàng Anh Gia Lai xếp trên Quảng Nam nhờ thành tích đối đầu",
      "Nhật Bản xếp trên Senegal nhờ điểm fair-play (ít thẻ phạt hơn)",
      "Senegal xếp trên Thanh Hóa vì bằng nhau ở mọi tiêu chí (thứ tự theo tên, thay cho bốc thăm)",
    ]);
  });

  it("shows nothing when every tie was decided the usual way", () => {
    expect(renderToStaticMarkup(<TieBreaks standings={standings([row(1, 1, "A", "points"), row(2, 2, "B", null)])} />)).toBe("");
  });
});
