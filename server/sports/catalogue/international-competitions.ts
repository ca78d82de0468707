// The international results' `tournament` texts (datasets/sports/international/results.csv) → the
// competition catalogue's codes, and how a match's season is named. Data only.
//
// Season rules:
// - "year": the match's year (friendlies, qualifiers: no edition to name).
// - "edition": a tournament's edition, named by the year it started. The parser groups a
//   tournament's matches into editions (consecutive matches less than EDITION_GAP_DAYS apart, over
//   the whole file) and names each by its first match's year, unless `editions` below names it:
//   an edition played later than its name (Euro 2020 in 2021, the 2023 Asian Cup in 2024) or across
//   the new year (the ASEAN Championship runs December–January: named by the year it started).
// Every tournament not listed gets the code "intl:<slug of its name>" and keeps its English name;
// it is an edition tournament unless its name says "qualification".
import { slugify } from "../../../contract/sports/search-text";

export type SeasonRule = "year" | "edition";

export interface EditionName {
  /** First and last match dates (inclusive, YYYY-MM-DD) of the edition. */
  from: string;
  to: string;
  season: string;
}

export interface InternationalCompetition {
  code: string;
  /** English name, as the source writes it (the first spelling listed). */
  name: string;
  season: SeasonRule;
  /** Editions whose name is not their first match's year. */
  editions?: readonly EditionName[];
}

/** Matches of one tournament further apart than this start a new edition. */
export const EDITION_GAP_DAYS = 120;

const asean: InternationalCompetition = {
  code: "asean-cup",
  name: "AFF Championship",
  season: "edition",
  editions: [
    // Played 12 January – 16 February 2008.
    { from: "2008-01-01", to: "2008-03-31", season: "2007" },
    // Postponed by the pandemic: 5 December 2021 – 1 January 2022.
    { from: "2021-12-01", to: "2022-01-31", season: "2020" },
  ],
};

/** Keyed by the source's tournament text. */
export const INTERNATIONAL_COMPETITIONS: Readonly<Record<string, InternationalCompetition>> = {
  "FIFA World Cup": { code: "world-cup", name: "FIFA World Cup", season: "edition" },
  "FIFA World Cup qualification": { code: "world-cup-qualification", name: "FIFA World Cup qualification", season: "year" },
  "AFC Asian Cup": {
    code: "asian-cup",
    name: "AFC Asian Cup",
    season: "edition",
    // The 2023 Asian Cup, moved to Qatar, played 12 January – 10 February 2024.
    editions: [{ from: "2024-01-01", to: "2024-02-29", season: "2023" }],
  },
  "AFC Asian Cup qualification": { code: "asian-cup-qualification", name: "AFC Asian Cup qualification", season: "year" },
  // The source's two names for one competition (renamed ASEAN Championship in 2024).
  "AFF Championship": asean,
  "ASEAN Championship": asean,
  "AFF Championship qualification": { code: "asean-cup-qualification", name: "AFF Championship qualification", season: "year" },
  "ASEAN Championship qualification": { code: "asean-cup-qualification", name: "AFF Championship qualification", season: "year" },
  Friendly: { code: "friendly", name: "Friendly", season: "year" },
  "UEFA Euro": {
    code: "euro",
    name: "UEFA Euro",
    season: "edition",
    // Euro 2020, postponed: 11 June – 11 July 2021.
    editions: [{ from: "2021-06-01", to: "2021-07-31", season: "2020" }],
  },
  "UEFA Euro qualification": { code: "euro-qualification", name: "UEFA Euro qualification", season: "year" },
  "UEFA Nations League": {
    code: "uefa-nations-league",
    name: "UEFA Nations League",
    season: "year",
    // Each edition runs across two years or more: league phase, finals, then the relegation
    // play-outs (2020-21's in March 2022, 2022-23's in March 2024).
    editions: [
      { from: "2018-09-01", to: "2019-06-30", season: "2018-19" },
      { from: "2020-09-01", to: "2022-03-31", season: "2020-21" },
      { from: "2022-06-01", to: "2024-03-31", season: "2022-23" },
      { from: "2024-09-01", to: "2025-06-30", season: "2024-25" },
    ],
  },
  "Copa América": { code: "copa-america", name: "Copa América", season: "edition" },
  "African Cup of Nations": {
    code: "africa-cup",
    name: "African Cup of Nations",
    season: "edition",
    // The 2021 and 2023 editions, played in January–February of the next year.
    editions: [
      { from: "2022-01-01", to: "2022-02-28", season: "2021" },
      { from: "2024-01-01", to: "2024-02-29", season: "2023" },
    ],
  },
  "African Cup of Nations qualification": {
    code: "africa-cup-qualification",
    name: "African Cup of Nations qualification",
    season: "year",
  },
  "Gold Cup": { code: "gold-cup", name: "Gold Cup", season: "edition" },
  "Gold Cup qualification": { code: "gold-cup-qualification", name: "Gold Cup qualification", season: "year" },
  "CONCACAF Nations League": { code: "concacaf-nations-league", name: "CONCACAF Nations League", season: "year" },
  "King's Cup": { code: "kings-cup", name: "King's Cup", season: "edition" },
  "Southeast Asian Games": { code: "sea-games", name: "Southeast Asian Games", season: "edition" },
  "Asian Games": { code: "asian-games", name: "Asian Games", season: "edition" },
};

/** The competition of a tournament text; an unlisted one gets "intl:<slug>". */
export function internationalCompetition(tournament: string): InternationalCompetition {
  return (
    INTERNATIONAL_COMPETITIONS[tournament] ?? {
      code: `intl:${slugify(tournament)}`,
      name: tournament,
      season: /qualification/i.test(tournament) ? "year" : "edition",
    }
  );
}
