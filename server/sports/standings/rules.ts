// Standings rules as data: how each competition turns results into a table. computeStandings
// (./compute.ts) reads them; nothing here is computed. Each entry names its source; an entry can be
// limited to an era with `since`/`until` (inclusive seasons), and `rulesFor` picks the narrowest
// entry that covers a season, so a season's own zones override the competition's usual ones.

export type Sport = "football" | "basketball";

/** Criteria over all of a team's matches in the table (in its group, for group tables). Higher is better. */
export type OverallCriterion =
  | "points" // with adjustments
  | "winPct" // (wins + draws / 2) / played
  | "goalDifference" // basketball: point differential
  | "goalAverage" // goals for / goals against (before goal difference)
  | "goalsFor"
  | "awayGoals"
  | "wins"
  | "awayWins"
  | "fairPlay" // sum of the matches' fair-play points (0 or negative; closer to 0 is better)
  | "opponentsPoints" // UEFA league phase: points of the opponents played, summed
  | "opponentsGoalDifference"
  | "opponentsGoalsFor"
  | "divisionLeader" // NBA: 1 for the team leading its division
  | "divisionWinPct" // NBA: record against its own division, only when every tied team is in the same division
  | "conferenceWinPct" // NBA: record against its own conference
  | "playoff"; // two teams level after a group's matches who met again in a play-off: its winner (rules.playoffRematch)

/** Criteria over the matches between the tied teams only. Consecutive ones form one head-to-head block. */
export type HeadToHeadCriterion = "h2hPoints" | "h2hGoalDifference" | "h2hGoalsFor" | "h2hAwayGoals" | "h2hWinPct";

export type Criterion = OverallCriterion | HeadToHeadCriterion;

/** What separated a team from the one below it; "lots" when nothing did (ordered by name, as a stand-in for the drawing of lots or play-off). */
export type TiedOn = Criterion | "lots";

export const HEAD_TO_HEAD_CRITERIA: ReadonlySet<Criterion> = new Set<Criterion>([
  "h2hPoints",
  "h2hGoalDifference",
  "h2hGoalsFor",
  "h2hAwayGoals",
  "h2hWinPct",
]);

export type ZoneKind =
  | "champions-league"
  | "champions-league-qualifying"
  | "europa-league"
  | "conference-league"
  | "relegation-playoff"
  | "relegation"
  | "round-of-16"
  | "knockout-playoff"
  | "eliminated"
  | "advance"
  | "best-third"
  | "playoffs"
  | "play-in";

/**
 * Positions `from`..`to` (1-based, inclusive) of each table (each group, each conference).
 * Negative numbers count from the bottom: -1 is the last place, so a zone works whatever the table's size.
 */
export interface Zone {
  from: number;
  to: number;
  kind: ZoneKind;
  /** Vietnamese, for display. */
  label: string;
}

/** How teams left tied after a split are ranked again. */
export type Reapply =
  /** Continue with the next criterion. */
  | "none"
  /** Mini-league: teams still tied after a head-to-head block, when the block split the tie, have the block applied again among themselves only. */
  | "headToHead"
  /** NBA: whenever a criterion splits a tie, the teams still tied go back to the first tie-breaker (two-team or multi-team list, by how many remain). */
  | "restart";

export interface StandingsRules {
  code: string;
  name: string;
  sport: Sport;
  /** First season the entry applies to, inclusive ("2019-20", "1994"); absent = from the start. */
  since?: string;
  /** Last season the entry applies to, inclusive; absent = still in force. */
  until?: string;
  points: { win: number; draw: number; loss: number };
  /** criteria[0] is the primary ranking (points or winPct); the rest break ties, in order. */
  criteria: readonly Criterion[];
  /** When more than two teams are tied, if the regulation has another list (NBA). Starts with the same primary criterion. */
  multiTeamCriteria?: readonly Criterion[];
  reapply: Reapply;
  /** One table for all, one per group (World Cup), or one per conference (NBA). */
  groupBy: "none" | "group" | "conference";
  zones: readonly Zone[];
  /** Ranking of the third-placed teams across groups, and how many go through. */
  bestThirdPlaced?: { count: number; criteria: readonly Criterion[] };
  /**
   * A second match between two teams of one group is a play-off (World Cup 1954, 1958): it is not
   * in the table, and its winner ranks above its loser at the "playoff" criterion.
   */
  playoffRematch?: boolean;
  /** The regulation or page the entry follows. */
  source: string;
  /** What the engine does not model, or what could not be verified. */
  notes?: string;
}

const FOOTBALL_POINTS = { win: 3, draw: 1, loss: 0 } as const;
const TWO_POINTS = { win: 2, draw: 1, loss: 0 } as const;

const CL: Zone["kind"] = "champions-league";
const zone = (from: number, to: number, kind: ZoneKind): Zone => ({ from, to, kind, label: ZONE_LABELS[kind] });

export const ZONE_LABELS: Record<ZoneKind, string> = {
  "champions-league": "Champions League",
  "champions-league-qualifying": "Vòng loại Champions League",
  "europa-league": "Europa League",
  "conference-league": "Conference League",
  "relegation-playoff": "Play-off trụ hạng",
  relegation: "Xuống hạng",
  "round-of-16": "Vòng 1/8",
  "knockout-playoff": "Play-off vòng loại trực tiếp",
  eliminated: "Bị loại",
  advance: "Đi tiếp",
  "best-third": "Xét đội hạng ba tốt nhất",
  playoffs: "Playoffs",
  "play-in": "Play-in",
};

// ---------------------------------------------------------------------------------------------
// Premier League (en.1)
// Source: Premier League Handbook, Section C (league table): points, goal difference, goals scored;
// from 2019-20 then the points won in the matches between the tied clubs, then the away goals
// scored in those matches; a play-off only when the title, relegation or European qualification
// is at stake (announced by the Premier League in July 2019, in every Handbook since).
const premierLeague: StandingsRules = {
  code: "en.1",
  name: "Premier League",
  sport: "football",
  since: "2019-20",
  points: FOOTBALL_POINTS,
  criteria: ["points", "goalDifference", "goalsFor", "h2hPoints", "h2hAwayGoals"],
  reapply: "none",
  groupBy: "none",
  zones: [zone(1, 4, CL), zone(5, 5, "europa-league"), zone(18, 20, "relegation")],
  source: "Premier League Handbook, Section C (League table), head-to-head criteria from 2019-20",
  notes: "The final play-off (title, relegation, Europe) is not modelled: such a tie is marked 'lots'. Cup winners' places are not zones.",
};

// ---------------------------------------------------------------------------------------------
// LaLiga (es.1)
// Source: Reglamento General de la RFEF, artículo 201 (desempates en competiciones por puntos):
// points in the matches between the tied clubs, their goal difference in those matches, then the
// goal difference and goals scored in the whole league, then fair play. With more than two clubs the
// clubs still tied are separated again by the same rules among themselves (mini-league).
const laLiga: StandingsRules = {
  code: "es.1",
  name: "LaLiga",
  sport: "football",
  points: FOOTBALL_POINTS,
  criteria: ["points", "h2hPoints", "h2hGoalDifference", "goalDifference", "goalsFor", "fairPlay"],
  reapply: "headToHead",
  groupBy: "none",
  zones: [zone(1, 4, CL), zone(5, 5, "europa-league"), zone(6, 6, "conference-league"), zone(18, 20, "relegation")],
  source: "Reglamento General de la RFEF, artículo 201",
};

// ---------------------------------------------------------------------------------------------
// Serie A (it.1)
// Source: Lega Serie A / FIGC NOIF, art. 51 comma 6 ("classifica avulsa"): points in the matches
// between the tied clubs, goal difference in those matches, overall goal difference, overall goals
// scored, then a draw. From 2022-23 a single play-off decides a two-club tie for the title or for
// relegation (FIGC Comunicato Ufficiale, 2022), not modelled here ('lots').
const serieA: StandingsRules = {
  code: "it.1",
  name: "Serie A",
  sport: "football",
  points: FOOTBALL_POINTS,
  criteria: ["points", "h2hPoints", "h2hGoalDifference", "goalDifference", "goalsFor"],
  reapply: "headToHead",
  groupBy: "none",
  zones: [zone(1, 4, CL), zone(5, 5, "europa-league"), zone(6, 6, "conference-league"), zone(18, 20, "relegation")],
  source: "FIGC NOIF art. 51 (classifica avulsa); Lega Serie A regulations",
  notes: "Title and relegation play-offs (from 2022-23) are not modelled.",
};

// ---------------------------------------------------------------------------------------------
// Bundesliga (de.1)
// Source: DFL Spielordnung § 5: goal difference, goals scored, the aggregate of the two matches
// between the tied clubs ("Gesamtergebnis aus Hin- und Rückspiel im direkten Vergleich"), away goals
// in those matches, away goals in the whole season, then a play-off on neutral ground.
// https://www.bundesliga.com/de/bundesliga/news/meisterschaft-bundesliga-punkt-tor-gleich-kriterien-torverhaltnis-direkter-vergleich-2921
const bundesliga: StandingsRules = {
  code: "de.1",
  name: "Bundesliga",
  sport: "football",
  points: FOOTBALL_POINTS,
  criteria: ["points", "goalDifference", "goalsFor", "h2hGoalDifference", "h2hAwayGoals", "awayGoals"],
  reapply: "none",
  groupBy: "none",
  zones: [
    zone(1, 4, CL),
    zone(5, 5, "europa-league"),
    zone(6, 6, "conference-league"),
    zone(16, 16, "relegation-playoff"),
    zone(17, 18, "relegation"),
  ],
  source: "DFL Spielordnung § 5 (bundesliga.com: 'Meisterschaft: Was passiert bei Punktgleichheit?')",
  notes:
    "During the season, before both matches between the clubs are played, the DFL ranks on goal difference and goals only; not modelled.",
};

// ---------------------------------------------------------------------------------------------
// Ligue 1 (fr.1)
// Source: LFP Règlement des compétitions 2023/2024 and 2024/2025 (article 518 ter as reported by
// the French press in May 2024): goal difference, points between the tied clubs, goal difference
// between them, goals scored between them, away goals between them, goals scored overall, away
// goals overall, then the disciplinary ranking. From 2025-26 the away-goal criteria are gone:
// goal difference, head-to-head points and goal difference, goals scored, wins, away wins,
// discipline, lots (LFP, August 2025). 18 clubs from 2023-24: 16th plays the relegation play-off.
const ligue1Criteria2017: readonly Criterion[] = [
  "points",
  "goalDifference",
  "h2hPoints",
  "h2hGoalDifference",
  "h2hGoalsFor",
  "h2hAwayGoals",
  "goalsFor",
  "awayGoals",
  "fairPlay",
];
const ligue1Eighteen: Zone[] = [
  zone(1, 3, CL),
  zone(4, 4, "champions-league-qualifying"),
  zone(5, 5, "europa-league"),
  zone(6, 6, "conference-league"),
  zone(16, 16, "relegation-playoff"),
  zone(17, 18, "relegation"),
];
const ligue1: StandingsRules = {
  code: "fr.1",
  name: "Ligue 1",
  sport: "football",
  since: "2023-24",
  points: FOOTBALL_POINTS,
  criteria: ligue1Criteria2017,
  reapply: "none",
  groupBy: "none",
  zones: ligue1Eighteen,
  source: "LFP, Règlement des compétitions 2023/2024 (art. 518 ter), unchanged for 2024/2025",
};

// ---------------------------------------------------------------------------------------------
// UEFA Champions League 2024-25 league phase (uefa.cl)
// Source: Regulations of the UEFA Champions League 2024/25 Cycle, Article 18.01: points, then goal
// difference, goals scored, away goals scored, wins, away wins, points of the league-phase
// opponents, their goal difference, their goals scored, disciplinary points, UEFA club coefficient.
const championsLeague: StandingsRules = {
  code: "uefa.cl",
  name: "UEFA Champions League",
  sport: "football",
  since: "2024-25",
  points: FOOTBALL_POINTS,
  criteria: [
    "points",
    "goalDifference",
    "goalsFor",
    "awayGoals",
    "wins",
    "awayWins",
    "opponentsPoints",
    "opponentsGoalDifference",
    "opponentsGoalsFor",
    "fairPlay",
  ],
  reapply: "none",
  groupBy: "none",
  zones: [zone(1, 8, "round-of-16"), zone(9, 24, "knockout-playoff"), zone(25, 36, "eliminated")],
  source: "Regulations of the UEFA Champions League 2024/25, Article 18.01",
  notes: "Disciplinary points (red 3, yellow 1, second yellow 3) are passed as negative fair-play points; the club coefficient is 'lots'.",
};

// ---------------------------------------------------------------------------------------------
// FIFA World Cup groups (world-cup); seasons are the tournament years.
// Sources: the FIFA World Cup regulations of each edition: 2 points for a win until 1990, 3 from
// 1994; goal average until 1966, goal difference from 1970; from 1998 the matches between the tied
// teams; from 2018 fair-play points (yellow −1, second yellow −3, straight red −4, yellow then
// straight red −5) before the drawing of lots (Regulations 2018 FIFA World Cup Russia, art. 32.5);
// 2026 puts the matches between the tied teams first, re-applied to those still tied, and the FIFA
// ranking in place of lots (Regulations FIFA World Cup 26, art. 13).
const worldCupBase = { code: "world-cup", name: "FIFA World Cup", sport: "football", groupBy: "group", reapply: "none" } as const;
const topTwo: Zone[] = [zone(1, 2, "advance")];
const topTwoBestThird: Zone[] = [zone(1, 2, "advance"), zone(3, 3, "best-third")];
const h2hBlock: readonly Criterion[] = ["h2hPoints", "h2hGoalDifference", "h2hGoalsFor"];
const worldCup: StandingsRules[] = [
  {
    ...worldCupBase,
    until: "1950",
    points: TWO_POINTS,
    criteria: ["points", "goalAverage"],
    zones: [zone(1, 1, "advance")],
    source: "FIFA World Cup regulations 1930, 1950 (group winners only)",
    notes: "1934 and 1938 had no groups.",
  },
  {
    ...worldCupBase,
    since: "1954",
    until: "1958",
    points: TWO_POINTS,
    criteria: ["points", "playoff", "goalAverage"],
    playoffRematch: true,
    zones: topTwo,
    source: "FIFA World Cup regulations 1954, 1958 (teams level on points for a place that mattered met again in a play-off)",
    notes: "A play-off is the second meeting of two teams of a group: it is left out of the table and ranks its winner above its loser.",
  },
  {
    ...worldCupBase,
    since: "1962",
    until: "1966",
    points: TWO_POINTS,
    criteria: ["points", "goalAverage"],
    zones: topTwo,
    source: "FIFA World Cup regulations 1962-1966",
  },
  {
    ...worldCupBase,
    since: "1970",
    until: "1982",
    points: TWO_POINTS,
    criteria: ["points", "goalDifference", "goalsFor"],
    zones: topTwo,
    source: "FIFA World Cup regulations 1970-1982",
    notes: "Second-round groups (1974-1982) sent only their winners on; not modelled as zones.",
  },
  {
    ...worldCupBase,
    since: "1986",
    until: "1990",
    points: TWO_POINTS,
    criteria: ["points", "goalDifference", "goalsFor"],
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 4, criteria: ["points", "goalDifference", "goalsFor"] },
    source: "FIFA World Cup regulations 1986, 1990 (six groups of four, four best third-placed teams)",
  },
  {
    ...worldCupBase,
    since: "1994",
    until: "1994",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor"],
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 4, criteria: ["points", "goalDifference", "goalsFor"] },
    source: "FIFA World Cup USA 94 regulations (first World Cup with 3 points for a win)",
  },
  {
    ...worldCupBase,
    since: "1998",
    until: "2014",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor", ...h2hBlock],
    zones: topTwo,
    source: "FIFA World Cup regulations 1998-2014 (e.g. Regulations 2014 FIFA World Cup Brazil, art. 41.5)",
  },
  {
    ...worldCupBase,
    since: "2018",
    until: "2022",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor", ...h2hBlock, "fairPlay"],
    zones: topTwo,
    source: "Regulations 2018 FIFA World Cup Russia, art. 32.5; Regulations FIFA World Cup Qatar 2022, art. 32.5",
  },
  {
    ...worldCupBase,
    since: "2026",
    points: FOOTBALL_POINTS,
    criteria: ["points", ...h2hBlock, "goalDifference", "goalsFor", "fairPlay"],
    reapply: "headToHead",
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 8, criteria: ["points", "goalDifference", "goalsFor", "fairPlay"] },
    source: "Regulations FIFA World Cup 26, art. 13 (group ranking, eight best third-placed teams)",
    notes: "The FIFA ranking criteria are not in the input: 'lots'.",
  },
];

// FIFA Women's World Cup groups (womens-world-cup). 1991: 12 teams, 2 points for a win; 1995: 3 points;
// 1991-1995 and 2015-2019 the best third-placed teams also went through; from 2019 fair play as for the men.
const womensBase = {
  code: "womens-world-cup",
  name: "FIFA Women's World Cup",
  sport: "football",
  groupBy: "group",
  reapply: "none",
} as const;
const womensWorldCup: StandingsRules[] = [
  {
    ...womensBase,
    until: "1991",
    points: TWO_POINTS,
    criteria: ["points", "goalDifference", "goalsFor"],
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 2, criteria: ["points", "goalDifference", "goalsFor"] },
    source: "FIFA Women's World Championship China 1991 regulations (three groups of four, two best third-placed teams)",
  },
  {
    ...womensBase,
    since: "1995",
    until: "1995",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor"],
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 2, criteria: ["points", "goalDifference", "goalsFor"] },
    source: "FIFA Women's World Cup Sweden 1995 regulations",
  },
  {
    ...womensBase,
    since: "1999",
    until: "2011",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor", ...h2hBlock],
    zones: topTwo,
    source: "FIFA Women's World Cup regulations 1999-2011 (four groups of four)",
  },
  {
    ...womensBase,
    since: "2015",
    until: "2015",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor", ...h2hBlock],
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 4, criteria: ["points", "goalDifference", "goalsFor"] },
    source: "Regulations FIFA Women's World Cup Canada 2015 (six groups, four best third-placed teams)",
  },
  {
    ...womensBase,
    since: "2019",
    until: "2019",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor", ...h2hBlock, "fairPlay"],
    zones: topTwoBestThird,
    bestThirdPlaced: { count: 4, criteria: ["points", "goalDifference", "goalsFor", "fairPlay"] },
    source: "Regulations FIFA Women's World Cup France 2019",
  },
  {
    ...womensBase,
    since: "2023",
    points: FOOTBALL_POINTS,
    criteria: ["points", "goalDifference", "goalsFor", ...h2hBlock, "fairPlay"],
    zones: topTwo,
    source: "Regulations FIFA Women's World Cup Australia & New Zealand 2023 (eight groups of four)",
  },
];

// ---------------------------------------------------------------------------------------------
// V.League 1 (vleague-1); seasons are calendar years.
// Source: Điều lệ Giải bóng đá Vô địch Quốc gia (VPF), điều xếp hạng: points, then the results
// between the tied teams (points, goal difference, goals scored), then overall goal difference and
// goals scored, fair play, lots. Checked against the official standings shipped in
// datasets/sports/vleague (2012-2022): tied teams are ordered against goal difference in 2012,
// 2016, 2017 (Quảng Nam champion over Thanh Hóa), 2018 and 2019, i.e. head-to-head first.
const vleagueBase = {
  code: "vleague-1",
  name: "V.League 1",
  sport: "football",
  points: FOOTBALL_POINTS,
  criteria: ["points", "h2hPoints", "h2hGoalDifference", "h2hGoalsFor", "goalDifference", "goalsFor", "fairPlay"],
  reapply: "headToHead",
  groupBy: "none",
  source: "Điều lệ Giải bóng đá Vô địch Quốc gia (VPF); order checked against the official 2012-2022 standings",
} as const;
// 2020 and 2021: every tie of the official standings is ordered by goal difference, then goals
// scored, and in four of them head-to-head would have ordered them the other way.
const vleagueGoalDifferenceFirst: readonly Criterion[] = [
  "points",
  "goalDifference",
  "goalsFor",
  "h2hPoints",
  "h2hGoalDifference",
  "h2hGoalsFor",
  "fairPlay",
];
const vleague: StandingsRules[] = [
  {
    ...vleagueBase,
    since: "2012",
    zones: [zone(-1, -1, "relegation")],
    notes:
      "The number of relegated teams and the relegation play-off changed by season (not verified per season); 2020 split into two phases after 13 rounds (not modelled).",
  },
  {
    ...vleagueBase,
    since: "2020",
    until: "2020",
    criteria: vleagueGoalDifferenceFirst,
    reapply: "none",
    zones: [zone(-1, -1, "relegation")],
    source: "Order inferred from the official 2020 standings (datasets/sports/vleague): ties decided on goal difference, then goals scored",
    notes:
      "Two phases: after 13 rounds the top 8 (Group A) and the bottom 6 (Group B) played on with their points carried over; " +
      "the official table orders TP Hồ Chí Minh over Becamex Bình Dương (28 points, +4 each: goals scored) and Nam Định over Quảng Nam " +
      "(18 points: goal difference) against head-to-head. The regulation's text was not verified.",
  },
  {
    ...vleagueBase,
    since: "2021",
    until: "2021",
    criteria: vleagueGoalDifferenceFirst,
    reapply: "none",
    zones: [],
    source: "Order inferred from the official 2021 standings (datasets/sports/vleague): ties decided on goal difference, then goals scored",
    notes:
      "2021 was abandoned after 12 rounds (COVID-19): no champion, no relegation. The official table orders Đông Á Thanh Hóa over " +
      "Becamex Bình Dương and Hà Nội over Topenland Bình Định and SHB Đà Nẵng by goal difference, against head-to-head.",
  },
];

// ---------------------------------------------------------------------------------------------
// NBA (nba); seasons "2023-24".
// Source: NBA tie-breaking procedures (NBA.com "NBA Tie-Break Procedures"; NBA Operations Manual):
// two teams: head-to-head, division leader, division record (same division), conference record,
// record against playoff teams (own, then other conference), point differential. More than two:
// division leader, head-to-head among all, division record (all same division), conference record,
// ... point differential. When a criterion separates some teams, the rest start the procedure again.
// Play-in tournament (seeds 7-10) from 2020-21.
const nbaBase = {
  code: "nba",
  name: "NBA",
  sport: "basketball",
  points: { win: 1, draw: 0, loss: 0 },
  criteria: ["winPct", "h2hWinPct", "divisionLeader", "divisionWinPct", "conferenceWinPct", "goalDifference"],
  multiTeamCriteria: ["winPct", "divisionLeader", "h2hWinPct", "divisionWinPct", "conferenceWinPct", "goalDifference"],
  reapply: "restart",
  groupBy: "conference",
  source: "NBA Tie-Break Procedures (NBA.com), NBA Operations Manual",
  notes: "Records against playoff teams (criteria 5-6) are not modelled.",
} as const;
const nba: StandingsRules[] = [
  { ...nbaBase, until: "2019-20", zones: [zone(1, 8, "playoffs")] },
  { ...nbaBase, since: "2020-21", zones: [zone(1, 6, "playoffs"), zone(7, 10, "play-in")] },
];

/** Every competition's rules, general entries first; `rulesFor` picks the narrowest that covers a season. */
export const STANDINGS_RULES: Readonly<Record<string, readonly StandingsRules[]>> = {
  "en.1": [
    {
      ...premierLeague,
      since: undefined,
      until: "2018-19",
      criteria: ["points", "goalDifference", "goalsFor"],
      source: "Premier League Handbook, Section C (League table), before 2019-20: a play-off after goals scored",
    },
    premierLeague,
    {
      ...premierLeague,
      since: "2023-24",
      until: "2023-24",
      // Chelsea (6th) took the Conference League place of the League Cup winner (Liverpool, already in);
      // Manchester United (8th) went to the Europa League as FA Cup winner.
      zones: [zone(1, 4, CL), zone(5, 5, "europa-league"), zone(6, 6, "conference-league"), zone(18, 20, "relegation")],
    },
    {
      ...premierLeague,
      since: "2024-25",
      until: "2024-25",
      // England's European Performance Spot gave 5 Champions League places; Nottingham Forest (7th)
      // moved up to the Europa League when Crystal Palace (FA Cup) was moved to the Conference League.
      zones: [zone(1, 5, CL), zone(6, 7, "europa-league"), zone(18, 20, "relegation")],
    },
  ],
  "es.1": [
    laLiga,
    {
      ...laLiga,
      since: "2023-24",
      until: "2023-24",
      // Athletic Club (5th) won the Copa del Rey: 6th to the Europa League, 7th to the Conference League.
      zones: [zone(1, 4, CL), zone(5, 6, "europa-league"), zone(7, 7, "conference-league"), zone(18, 20, "relegation")],
    },
    {
      ...laLiga,
      since: "2024-25",
      until: "2024-25",
      // Spain's European Performance Spot (5 Champions League places); Barcelona won the Copa del Rey.
      zones: [zone(1, 5, CL), zone(6, 7, "europa-league"), zone(8, 8, "conference-league"), zone(18, 20, "relegation")],
    },
  ],
  "it.1": [
    serieA,
    {
      ...serieA,
      since: "2023-24",
      until: "2023-24",
      // Italy's European Performance Spot (5 Champions League places); Juventus (3rd) won the Coppa Italia.
      zones: [zone(1, 5, CL), zone(6, 7, "europa-league"), zone(8, 8, "conference-league"), zone(18, 20, "relegation")],
    },
  ],
  "de.1": [
    bundesliga,
    {
      ...bundesliga,
      since: "2023-24",
      until: "2023-24",
      // Germany's European Performance Spot (5 Champions League places); Leverkusen also won the DFB-Pokal.
      zones: [
        zone(1, 5, CL),
        zone(6, 7, "europa-league"),
        zone(8, 8, "conference-league"),
        zone(16, 16, "relegation-playoff"),
        zone(17, 18, "relegation"),
      ],
    },
  ],
  "fr.1": [
    {
      ...ligue1,
      since: "2017-18",
      until: "2022-23",
      zones: [
        zone(1, 2, CL),
        zone(3, 3, "champions-league-qualifying"),
        zone(4, 4, "europa-league"),
        zone(5, 5, "conference-league"),
        zone(18, 18, "relegation-playoff"),
        zone(19, 20, "relegation"),
      ],
      source: "LFP, Règlement des compétitions (head-to-head after goal difference from 2017-18)",
      notes: "20 clubs; 2022-23 relegated four clubs (not modelled).",
    },
    ligue1,
    {
      ...ligue1,
      since: "2023-24",
      until: "2024-25",
      // PSG won the Coupe de France both seasons: 6th went to the Europa League, 7th to the Conference League.
      zones: [
        zone(1, 3, CL),
        zone(4, 4, "champions-league-qualifying"),
        zone(5, 6, "europa-league"),
        zone(7, 7, "conference-league"),
        zone(16, 16, "relegation-playoff"),
        zone(17, 18, "relegation"),
      ],
    },
    {
      ...ligue1,
      since: "2025-26",
      criteria: ["points", "goalDifference", "h2hPoints", "h2hGoalDifference", "goalsFor", "wins", "awayWins", "fairPlay"],
      source: "LFP, Règlement des compétitions 2025/2026 (away-goal criteria removed, then lots)",
    },
  ],
  "uefa.cl": [championsLeague],
  "world-cup": worldCup,
  "womens-world-cup": womensWorldCup,
  "vleague-1": vleague,
  nba,
};

/** The first year of a season: "2023-24" → 2023, "2023/24" → 2023, "1990" → 1990. */
export function seasonStartYear(season: string): number {
  const match = /^(\d{4})/.exec(season.trim());
  if (!match?.[1]) throw new Error(`Not a season: ${JSON.stringify(season)}`);
  return Number(match[1]);
}

/** The rules of a competition for a season: the narrowest entry whose since/until covers it. */
export function rulesFor(code: string, season: string): StandingsRules {
  const entries = STANDINGS_RULES[code];
  if (!entries) throw new Error(`No standings rules for competition ${JSON.stringify(code)}`);
  const year = seasonStartYear(season);
  let best: StandingsRules | undefined;
  let bestSpan = Infinity;
  for (const entry of entries) {
    const from = entry.since === undefined ? -Infinity : seasonStartYear(entry.since);
    const to = entry.until === undefined ? Infinity : seasonStartYear(entry.until);
    if (year < from || year > to) continue;
    const span = to - from;
    if (span <= bestSpan) {
      best = entry;
      bestSpan = span;
    }
  }
  if (!best) throw new Error(`No standings rules for ${code} in season ${season}`);
  return best;
}
