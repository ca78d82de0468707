import { FeedbackStatusBadge } from "./FeedbackStatusBadge";
import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/screen-messages";
import { formatMatchTime } from "~/services/locale/time";
import { type FeedbackView } from "~/services/user-centre/view";

/** The user's feedback, newest first: ID, time sent (Bangkok), content, contact, image, status and the admin's reply. */
export function FeedbackList({ items, renderedAt }: { items: readonly FeedbackView[]; renderedAt: number }) {
  if (items.length === 0) return <EmptyState message={t("noFeedback")} />;
  return (
    <ul className="feedback-list" data-testid="feedback-list">
      {items.map((item) => (
        <li key={item.id} className="feedback-item" data-testid="feedback-item">
          <dl className="feedback-item__meta">
            <div>
              <dt>{t("feedbackId")}</dt>
              <dd data-testid="feedback-id">{item.id}</dd>
            </div>
            <div>
              <dt>{t("sentAt")}</dt>
              <dd>{formatMatchTime(item.sentAt, renderedAt)}</dd>
            </div>
            <div>
              <dt>{t("status")}</dt>
              <dd>
                <FeedbackStatusBadge processed={item.processed} testId="feedback-status" />
              </dd>
            </div>
            {item.roomNumber && (
              <div>
                <dt>{t("roomNumber")}</dt>
                <dd>{item.roomNumber}</dd>
              </div>
            )}
          </dl>
          <p className="feedback-item__content" data-testid="feedback-content">
            {item.content}
          </p>
          <p className="feedback-item__contact">
            {t("feedbackContact")}: {item.contact}
          </p>
          {item.reply ? (
            <p className="feedback-item__reply" data-testid="feedback-reply">
              <strong>{t("feedbackReply")}:</strong> {item.reply}
            </p>
          ) : null}
          {item.imageUrl && (
            <a href={item.imageUrl} target="_blank" rel="noopener noreferrer">
              <img
                src={item.imageUrl}
                alt={t("feedbackImageAlt")}
                width={96}
                height={96}
                loading="lazy"
                className="feedback-item__image"
                data-testid="feedback-image"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
