import { DateTime } from "luxon";
import { slugify } from "../../../contract/sports/search-text";
import { type MatchRecord, type SportCode, type TeamName } from "./records";

/** A team as the site stores it, found from the name a source used. */
export interface ResolvedTeam {
  /** Stable across imports: "national:viet-nam", "vleague:GLA", "nba:LAL", "club:arsenal-fc". */
  key: string;
  sport: SportCode;
  kind: "club" | "national";
  name: string;
  nameVi?: string;
  code?: string;
  country?: string;
  conference?: string;
  division?: string;
  /** Other names it is known by, for search. */
  aliases: readonly string[];
}

export interface TeamContext {
  sport: SportCode;
  competition: string;
}

/** Finds the catalogue's team for a source's name (server/sports/catalogue). */
export type TeamResolver = (team: TeamName, context: TeamContext) => ResolvedTeam;

export type KickoffResult = { ok: true; kickoffAt: Date | null; localDate: string } | { ok: false; reason: string };

/**
 * The UTC instant of a local kickoff, with the zone's offset on that day (daylight saving
 * included). A date without a time has no instant: the match keeps its local date only.
 * A time that does not exist in the zone (skipped by a daylight-saving change) is refused.
 */
export function kickoffInstant(kickoff: MatchRecord["kickoff"]): KickoffResult {
  const day = DateTime.fromISO(kickoff.date, { zone: kickoff.zone });
  if (!day.isValid) return { ok: false, reason: `invalid date "${kickoff.date}" or zone "${kickoff.zone}"` };
  if (kickoff.time === undefined) return { ok: true, kickoffAt: null, localDate: kickoff.date };
  const local = DateTime.fromISO(`${kickoff.date}T${kickoff.time}`, { zone: kickoff.zone });
  if (!local.isValid) return { ok: false, reason: `invalid time "${kickoff.time}"` };
  if (local.toFormat("yyyy-MM-dd'T'HH:mm") !== `${kickoff.date}T${kickoff.time}`)
    return { ok: false, reason: `${kickoff.date} ${kickoff.time} does not exist in ${kickoff.zone} (a daylight-saving gap)` };
  return { ok: true, kickoffAt: local.toUTC().toJSDate(), localDate: kickoff.date };
}

/** "manchester-united-fc-vs-fulham-fc-2024-08-16": readable, from the teams and the local date. */
export function matchSlug(homeName: string, awayName: string, localDate: string): string {
  return `${slugify(homeName)}-vs-${slugify(awayName)}-${localDate}`;
}
