import { type PostStatus } from "../../../contract/backend-calls/admin-content";
import { t, type MessageKey } from "~/services/locale/admin-messages";

export const POST_STATUS_LABELS: Record<PostStatus, MessageKey> = {
  draft: "statusDraft",
  scheduled: "statusScheduled",
  published: "statusPublished",
};

export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{t(POST_STATUS_LABELS[status])}</span>;
}
