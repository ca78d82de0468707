// The 30 NBA franchises as of 2021-2024, under their Basketball-Reference codes (the codes of
// FiveThirtyEight's game files), with the other codes that name them: NBA.com's (BKN, CHA, PHX)
// and ESPN's (NY, GS, NO, SA, UTAH, WSH ...), as in the 2023-24 standings file.

export type NbaConference = "East" | "West";
export type NbaDivision = "Atlantic" | "Central" | "Southeast" | "Northwest" | "Pacific" | "Southwest";

export interface NbaTeam {
  /** Basketball-Reference code: "BRK". */
  code: string;
  name: string;
  conference: NbaConference;
  division: NbaDivision;
  /** Other codes for the same team (NBA.com, ESPN). */
  otherCodes: readonly string[];
  /** Other names a source uses ("LA Clippers"). */
  otherNames?: readonly string[];
}

const team = (code: string, name: string, conference: NbaConference, division: NbaDivision, otherCodes: string[] = []): NbaTeam => ({
  code,
  name,
  conference,
  division,
  otherCodes,
});

export const NBA_TEAMS: readonly NbaTeam[] = [
  team("BOS", "Boston Celtics", "East", "Atlantic"),
  team("BRK", "Brooklyn Nets", "East", "Atlantic", ["BKN"]),
  team("NYK", "New York Knicks", "East", "Atlantic", ["NY"]),
  team("PHI", "Philadelphia 76ers", "East", "Atlantic"),
  team("TOR", "Toronto Raptors", "East", "Atlantic"),
  team("CHI", "Chicago Bulls", "East", "Central"),
  team("CLE", "Cleveland Cavaliers", "East", "Central"),
  team("DET", "Detroit Pistons", "East", "Central"),
  team("IND", "Indiana Pacers", "East", "Central"),
  team("MIL", "Milwaukee Bucks", "East", "Central"),
  team("ATL", "Atlanta Hawks", "East", "Southeast"),
  team("CHO", "Charlotte Hornets", "East", "Southeast", ["CHA"]),
  team("MIA", "Miami Heat", "East", "Southeast"),
  team("ORL", "Orlando Magic", "East", "Southeast"),
  team("WAS", "Washington Wizards", "East", "Southeast", ["WSH"]),
  team("DEN", "Denver Nuggets", "West", "Northwest"),
  team("MIN", "Minnesota Timberwolves", "West", "Northwest"),
  team("OKC", "Oklahoma City Thunder", "West", "Northwest"),
  team("POR", "Portland Trail Blazers", "West", "Northwest"),
  team("UTA", "Utah Jazz", "West", "Northwest", ["UTAH"]),
  team("GSW", "Golden State Warriors", "West", "Pacific", ["GS"]),
  { ...team("LAC", "Los Angeles Clippers", "West", "Pacific"), otherNames: ["LA Clippers"] },
  team("LAL", "Los Angeles Lakers", "West", "Pacific"),
  team("PHO", "Phoenix Suns", "West", "Pacific", ["PHX"]),
  team("SAC", "Sacramento Kings", "West", "Pacific"),
  team("DAL", "Dallas Mavericks", "West", "Southwest"),
  team("HOU", "Houston Rockets", "West", "Southwest"),
  team("MEM", "Memphis Grizzlies", "West", "Southwest"),
  team("NOP", "New Orleans Pelicans", "West", "Southwest", ["NO"]),
  team("SAS", "San Antonio Spurs", "West", "Southwest", ["SA"]),
];

const BY_CODE = new Map<string, NbaTeam>();
for (const entry of NBA_TEAMS) {
  for (const code of [entry.code, ...entry.otherCodes]) BY_CODE.set(code, entry);
}

/** The team a Basketball-Reference, NBA.com or ESPN code names. */
export function nbaTeamByCode(code: string): NbaTeam | undefined {
  return BY_CODE.get(code);
}
