import { teamImageSrc } from "~/services/sports/links";

/** A team's crest; decorative (alt="") unless `label` names it, since its name is always written beside it. */
export function Crest({ teamId, size = 24, label = "" }: { teamId: number; size?: number; label?: string }) {
  return <img className="crest" src={teamImageSrc(teamId)} alt={label} width={size} height={size} loading="lazy" decoding="async" />;
}
