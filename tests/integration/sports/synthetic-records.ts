import { slugify } from "../../../contract/sports/search-text";
import { type MatchRecord, type ParsedSource, type TeamName } from "../../../server/sports/import/records";
import { type ResolvedTeam } from "../../../server/sports/import/resolve";
import { type SourceParser } from "../../../server/sports/import/run";

// Records made here for the loader's and the API's tests (the parsers have their own tests over
// the shipped files): the 2022 World Cup final from three sources, a record with a time that does
// not exist, and an upcoming friendly.

export const resolveTeam = (team: TeamName, context: { sport: "football" | "basketball" }): ResolvedTeam => {
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
export const parsers = [
  parser("fjelstul", { matches: [fjelstulFinal], rejections: [] }),
  parser("worldcup.json", { matches: [openfootballFinal, skippedHour], rejections: [] }),
  parser("international", {
    matches: [internationalFinal, upcoming],
    rejections: [{ file: "international/results.csv", record: "line 7", reason: "the home score is not a number" }],
  }),
];
