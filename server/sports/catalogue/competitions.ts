import { type SportCode } from "../import/records";

export type CompetitionKind = "league" | "cup" | "tournament" | "qualification" | "friendly";

export interface CatalogueCompetition {
  code: string;
  sport: SportCode;
  /** The name in its own language or in English. */
  name: string;
  /** How Vietnamese fans call it. */
  nameVi: string;
  kind: CompetitionKind;
  /** For a national league. */
  country?: string;
  /** Order in menus and lists: the competitions Vietnamese fans follow most come first. */
  position: number;
}

/**
 * The competitions the shipped data covers, in the order the site lists them. Codes of the
 * international results that are not here become competitions of their own with their English
 * name (server/sports/catalogue/international-competitions.ts).
 */
export const COMPETITIONS: readonly CatalogueCompetition[] = [
  { code: "en.1", sport: "football", name: "Premier League", nameVi: "Ngoại hạng Anh", kind: "league", country: "England", position: 10 },
  { code: "es.1", sport: "football", name: "La Liga", nameVi: "La Liga", kind: "league", country: "Spain", position: 20 },
  { code: "it.1", sport: "football", name: "Serie A", nameVi: "Serie A", kind: "league", country: "Italy", position: 30 },
  { code: "de.1", sport: "football", name: "Bundesliga", nameVi: "Bundesliga", kind: "league", country: "Germany", position: 40 },
  { code: "fr.1", sport: "football", name: "Ligue 1", nameVi: "Ligue 1", kind: "league", country: "France", position: 50 },
  { code: "uefa.cl", sport: "football", name: "UEFA Champions League", nameVi: "Cúp C1 châu Âu", kind: "cup", position: 5 },
  { code: "vleague-1", sport: "football", name: "V.League 1", nameVi: "V.League 1", kind: "league", country: "Vietnam", position: 1 },
  { code: "world-cup", sport: "football", name: "FIFA World Cup", nameVi: "World Cup", kind: "tournament", position: 2 },
  { code: "asean-cup", sport: "football", name: "ASEAN Championship", nameVi: "ASEAN Cup", kind: "tournament", position: 3 },
  { code: "asian-cup", sport: "football", name: "AFC Asian Cup", nameVi: "Asian Cup", kind: "tournament", position: 4 },
  { code: "euro", sport: "football", name: "UEFA European Championship", nameVi: "EURO", kind: "tournament", position: 6 },
  { code: "copa-america", sport: "football", name: "Copa América", nameVi: "Copa América", kind: "tournament", position: 7 },
  {
    code: "uefa-nations-league",
    sport: "football",
    name: "UEFA Nations League",
    nameVi: "UEFA Nations League",
    kind: "tournament",
    position: 60,
  },
  {
    code: "world-cup-qualification",
    sport: "football",
    name: "FIFA World Cup qualification",
    nameVi: "Vòng loại World Cup",
    kind: "qualification",
    position: 61,
  },
  {
    code: "asian-cup-qualification",
    sport: "football",
    name: "AFC Asian Cup qualification",
    nameVi: "Vòng loại Asian Cup",
    kind: "qualification",
    position: 62,
  },
  {
    code: "africa-cup",
    sport: "football",
    name: "Africa Cup of Nations",
    nameVi: "Cúp bóng đá châu Phi",
    kind: "tournament",
    position: 63,
  },
  { code: "gold-cup", sport: "football", name: "CONCACAF Gold Cup", nameVi: "Gold Cup", kind: "tournament", position: 64 },
  { code: "womens-world-cup", sport: "football", name: "FIFA Women's World Cup", nameVi: "World Cup nữ", kind: "tournament", position: 65 },
  { code: "friendly", sport: "football", name: "International friendly", nameVi: "Giao hữu quốc tế", kind: "friendly", position: 90 },
  { code: "nba", sport: "basketball", name: "NBA", nameVi: "NBA", kind: "league", country: "United States", position: 1 },
];

export const SPORTS: readonly { code: SportCode; nameVi: string; position: number }[] = [
  { code: "football", nameVi: "Bóng đá", position: 1 },
  { code: "basketball", nameVi: "Bóng rổ", position: 2 },
];
