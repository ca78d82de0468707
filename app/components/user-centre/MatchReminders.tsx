import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/screen-messages";
import { formatMatchTime } from "~/services/locale/time";
import { type MatchReminderView } from "~/services/user-centre/view";

/** The matches the user asked to be reminded of. */
export function MatchReminders({ items, renderedAt }: { items: readonly MatchReminderView[]; renderedAt: number }) {
  if (items.length === 0) return <EmptyState message={t("noMatchReminders")} />;
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="reminder-list">
        <thead>
          <tr>
            <th scope="col">{t("matchId")}</th>
            <th scope="col">{t("remindedAt")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.matchId}>
              <td>{item.matchId}</td>
              <td>{formatMatchTime(item.remindedAt, renderedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
