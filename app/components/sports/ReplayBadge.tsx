import { type ReplayInfo } from "../../../contract/sports/api";
import { t } from "~/services/locale/messages";

/** "Phát lại": a replay of a real match is never shown without saying so (issue 9). */
export function ReplayBadge({ replay }: { replay: ReplayInfo | null }) {
  if (!replay) return null;
  return (
    <span className="badge badge--replay" title={`${t("replayRealDate")} ${replay.originalDate}`} data-testid="replay-badge">
      {t("replayBadge")}
    </span>
  );
}
