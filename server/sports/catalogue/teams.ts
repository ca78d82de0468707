import { slugify } from "../../../contract/sports/search-text";
import { type MatchRecord, type OfficialStandingRow, type TeamName } from "../import/records";
import { type ResolvedTeam, type TeamResolver } from "../import/resolve";
import { findNationalTeam } from "./national-teams";
import { nbaTeamByCode } from "./nba-teams";

const WOMEN = new Set(["womens-world-cup"]);

function nationalTeam(team: TeamName, competition: string): ResolvedTeam {
  const entry = findNationalTeam(team.name);
  const women = WOMEN.has(competition);
  const name = entry?.name ?? team.name;
  const nameVi = entry?.vi ?? team.name;
  return {
    key: `${women ? "national-women" : "national"}:${slugify(name)}`,
    sport: "football",
    kind: "national",
    name: women ? `${name} (women)` : name,
    nameVi: women ? `${nameVi} nữ` : nameVi,
    ...(entry?.fifa ? { code: entry.fifa } : {}),
    aliases: [...new Set([name, team.name, ...(entry?.aliases ?? [])])].filter((alias) => alias !== name),
  };
}

/**
 * The team resolver of the shipped data (server/sports/import/resolve.ts): national teams through
 * the national-team catalogue (aliases, Vietnamese names; women's teams apart), NBA franchises by
 * their codes, V.League clubs by their league id under the name of their latest season (clubs
 * change sponsors' names), other clubs by their name. `records` lets it learn those latest names.
 */
export function createTeamResolver(records: readonly (MatchRecord | OfficialStandingRow)[]): TeamResolver {
  const vleagueNames = new Map<string, { season: string; name: string; others: Set<string> }>();
  const vleagueIds = new Map<string, string>();
  for (const record of records) {
    if (record.competition !== "vleague-1") continue;
    const teams = "home" in record ? [record.home, record.away] : [record.team];
    for (const team of teams) {
      if (!team.sourceId) continue;
      vleagueIds.set(team.name, team.sourceId);
      const known = vleagueNames.get(team.sourceId);
      if (!known) vleagueNames.set(team.sourceId, { season: record.season, name: team.name, others: new Set([team.name]) });
      else {
        known.others.add(team.name);
        if (record.season > known.season) Object.assign(known, { season: record.season, name: team.name });
      }
    }
  }

  return (team, context) => {
    if (team.kind === "national") return nationalTeam(team, context.competition);
    if (context.sport === "basketball") {
      const franchise = nbaTeamByCode(team.sourceId ?? "") ?? undefined;
      if (franchise)
        return {
          key: `nba:${franchise.code}`,
          sport: "basketball",
          kind: "club",
          name: franchise.name,
          code: franchise.code,
          conference: franchise.conference,
          division: franchise.division,
          aliases: [...franchise.otherCodes, ...(franchise.otherNames ?? [])],
        };
      return { key: `basketball:${slugify(team.name)}`, sport: "basketball", kind: "club", name: team.name, aliases: [] };
    }
    if (context.competition === "vleague-1") {
      const id = team.sourceId ?? vleagueIds.get(team.name);
      const known = id ? vleagueNames.get(id) : undefined;
      if (id)
        return {
          key: `vleague:${id}`,
          sport: "football",
          kind: "club",
          name: known?.name ?? team.name,
          nameVi: known?.name ?? team.name,
          code: id,
          country: "Vietnam",
          aliases: [...(known?.others ?? [])].filter((name) => name !== known?.name),
        };
    }
    return { key: `club:${slugify(team.name)}`, sport: "football", kind: "club", name: team.name, aliases: [] };
  };
}
