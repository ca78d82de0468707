import { t } from "~/services/locale/screen-messages";

/** A feedback's status (spec section 3: Unprocessed, Processed), as the user centre and the admins' inbox show it. */
export function FeedbackStatusBadge({ processed, testId }: { processed: boolean; testId: string }) {
  return (
    <span className={processed ? "status-badge status-badge--done" : "status-badge"} data-testid={testId}>
      {t(processed ? "feedbackStatusProcessed" : "feedbackStatusUnprocessed")}
    </span>
  );
}
