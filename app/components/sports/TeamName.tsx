import { type TeamRef } from "../../../contract/sports/api";

/** A team's shown name: its Vietnamese name when it has one. */
export const teamName = (team: TeamRef): string => team.nameVi ?? team.name;

/** Crest and name, linked to the team's page. */
export function TeamLink({ team }: { team: TeamRef }) {
  return (
    <a className="team-link" href={`/doi-bong/${team.slug}`}>
      <img src={`/images/football/team/${team.id}`} alt="" width={20} height={20} loading="lazy" />
      <span>{teamName(team)}</span>
    </a>
  );
}
