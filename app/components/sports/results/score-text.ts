import { type MatchSummary } from "../../../../contract/sports/api";
import { t } from "~/services/locale/screen-messages";

/** The score as fans read it: "2 - 1"; the half-time "(HT 1-0)"; the shoot-out "(pen 4-2)"; extra time "Sau hiệp phụ". */
export interface ScoreText {
  score: string;
  halfTime: string | null;
  penalties: string | null;
  afterExtraTime: boolean;
}

export function scoreText(match: MatchSummary): ScoreText {
  const { score } = match;
  const [htHome, htAway] = score.halfTime ?? [];
  const [penHome, penAway] = score.penalties ?? [];
  const penalties =
    penHome !== undefined && penAway !== undefined
      ? `(${t("penaltiesShort")} ${penHome}-${penAway})`
      : score.shootoutWinner === "home" || score.shootoutWinner === "away"
        ? `(${t("penaltiesShort")}: ${(score.shootoutWinner === "home" ? match.home : match.away).nameVi ?? ""} ${t("shootoutWon")})`.replace(
            ":  ",
            ": ",
          )
        : null;
  return {
    score: score.home === null || score.away === null ? "-" : `${score.home} - ${score.away}`,
    halfTime:
      match.sport === "football" && htHome !== undefined && htAway !== undefined ? `(${t("halfTimeShort")} ${htHome}-${htAway})` : null,
    penalties,
    afterExtraTime: score.extraTime !== null && penalties === null,
  };
}
