import { formatThousands } from "~/services/locale/numbers";
import { t } from "~/services/locale/screen-messages";
import { formatMatchTime } from "~/services/locale/time";
import { type UserCentreView } from "~/services/user-centre/view";

function signed(amount: number): string {
  return amount > 0 ? `+${formatThousands(amount)}` : formatThousands(amount);
}

/** Balance, login streak and the history of points. */
export function PointsSection({ points, renderedAt }: { points: UserCentreView["points"]; renderedAt: number }) {
  return (
    <>
      <dl className="points-summary">
        <div>
          <dt>{t("pointsBalance")}</dt>
          <dd data-testid="points-balance">{formatThousands(points.balance)}</dd>
        </div>
        <div>
          <dt>{t("loginStreak")}</dt>
          <dd data-testid="login-streak">
            {formatThousands(points.streakDays)} {t("days")}
          </dd>
        </div>
      </dl>
      <h3 className="user-subtitle">{t("pointsHistory")}</h3>
      {points.history.length === 0 ? (
        <p className="muted">{t("noPointsHistory")}</p>
      ) : (
        // Focusable, so that a keyboard can scroll the table when a phone's screen is narrower than it.
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t("pointsHistory")}>
          <table className="data-table" data-testid="points-history">
            <thead>
              <tr>
                <th scope="col">{t("pointsAmount")}</th>
                <th scope="col">{t("pointsReason")}</th>
                <th scope="col">{t("balanceAfter")}</th>
                <th scope="col">{t("time")}</th>
              </tr>
            </thead>
            <tbody>
              {points.history.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className={entry.amount >= 0 ? "points-gain" : "points-loss"}>{signed(entry.amount)}</td>
                  <td>{t(entry.reason)}</td>
                  <td>{formatThousands(entry.balanceAfter)}</td>
                  <td>{formatMatchTime(entry.at, renderedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
