import { type z } from "zod";
import { type moderationEntrySchema } from "../../../contract/backend-calls/live-rooms";
import { t, type MessageKey } from "~/services/locale/admin-messages";
import { formatMatchTime } from "~/services/locale/time";

type ModerationEntry = z.infer<typeof moderationEntrySchema>;

const ACTION_LABELS: Record<ModerationEntry["action"], MessageKey> = {
  mute: "moderationMuted",
  unmute: "moderationUnmuted",
  delete: "moderationDeleted",
};
const DURATION_LABELS: Record<string, MessageKey> = {
  "2h": "moderationFor2h",
  "1d": "moderationFor1d",
  "3d": "moderationFor3d",
  "30d": "moderationFor30d",
  forever: "moderationForever",
};

/** What the action was about: a mute's length and end, a deleted message's number. */
function detailOf(entry: ModerationEntry, renderedAt: number): string {
  if (entry.action === "delete") return entry.messageId === null ? "" : `${t("moderationMessageNumber")} ${entry.messageId}`;
  if (entry.action !== "mute") return "";
  const durationKey = entry.duration === null ? undefined : DURATION_LABELS[entry.duration];
  const length = durationKey ? t(durationKey) : "";
  const until = entry.until === null ? "" : `${t("moderationUntil")} ${formatMatchTime(Date.parse(entry.until), renderedAt)}`;
  return [length, until].filter(Boolean).join(", ");
}

/** The moderation log (/quan-tri/kiem-duyet): who did what to whom in which room, when and why. */
export function ModerationLogTable({ items, renderedAt }: { items: readonly ModerationEntry[]; renderedAt: number }) {
  return (
    <div className="table-scroll">
      <table className="admin-table" data-testid="moderation-log">
        <thead>
          <tr>
            <th scope="col">{t("auditTime")}</th>
            <th scope="col">{t("moderationRoom")}</th>
            <th scope="col">{t("auditActor")}</th>
            <th scope="col">{t("auditAction")}</th>
            <th scope="col">{t("moderationTarget")}</th>
            <th scope="col">{t("auditDetail")}</th>
            <th scope="col">{t("moderationReason")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td>{formatMatchTime(Date.parse(entry.at), renderedAt)}</td>
              <td>
                <code>{entry.room}</code>
              </td>
              <td>{entry.actor ? entry.actor.nickName : t("actorGone")}</td>
              <td>{t(ACTION_LABELS[entry.action])}</td>
              <td>{entry.target ? entry.target.nickName : t("actorGone")}</td>
              <td>{detailOf(entry, renderedAt)}</td>
              <td>{entry.reason ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
