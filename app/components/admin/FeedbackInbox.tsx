import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FeedbackStatusBadge } from "~/components/user-centre/FeedbackStatusBadge";
import { FEEDBACK_REPLY_MAX, type AdminFeedback } from "../../../contract/backend-calls/admin";
import { isUploadedImagePath } from "../../../contract/images";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { feedbackProcessFormSchema } from "~/services/admin/forms";
import { t } from "~/services/locale/admin-messages";
import { formatMatchTime } from "~/services/locale/time";
import { TextAreaField } from "./fields";
import { useRowFormWiring } from "./use-row-form";

/** One user's feedback as the spec lists it (content, contact, image, room, ID, status), and the form that marks it Processed. */
export function InboxItem({ item, renderedAt }: { item: AdminFeedback; renderedAt: number }) {
  const wiring = useRowFormWiring("process", item.id);
  const { form, fields } = useSchemaForm({
    ...wiring,
    schema: feedbackProcessFormSchema,
    defaultValue: { id: String(item.id), reply: item.reply ?? "" },
  });
  const processed = item.status === "Processed";
  return (
    <li className="feedback-item card" data-testid="inbox-item">
      <dl className="feedback-item__meta">
        <div>
          <dt>{t("feedbackId")}</dt>
          <dd>{item.id}</dd>
        </div>
        <div>
          <dt>{t("feedbackFrom")}</dt>
          <dd>
            {item.user.nickName}
            {item.user.username ? ` (${item.user.username})` : ""}
          </dd>
        </div>
        <div>
          <dt>{t("sentAt")}</dt>
          <dd>{formatMatchTime(Date.parse(item.createdAt), renderedAt)}</dd>
        </div>
        <div>
          <dt>{t("status")}</dt>
          <dd>
            <FeedbackStatusBadge processed={processed} testId="inbox-status" />
          </dd>
        </div>
        {item.roomNumber ? (
          <div>
            <dt>{t("roomNumber")}</dt>
            <dd>{item.roomNumber}</dd>
          </div>
        ) : null}
      </dl>
      <p className="feedback-item__content" data-testid="inbox-content">
        {item.content}
      </p>
      <p className="feedback-item__contact">
        {t("feedbackContact")}: {item.contact}
      </p>
      {item.imageUrl && isUploadedImagePath(item.imageUrl) ? (
        <a href={item.imageUrl} target="_blank" rel="noopener noreferrer">
          {t("feedbackImageLabel")}
        </a>
      ) : null}
      <Form method="post" className="form" {...getFormProps(form)}>
        <input type="hidden" name="id" value={item.id} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextAreaField meta={fields.reply} label={t("feedbackReplyLabel")} rows={2} max={FEEDBACK_REPLY_MAX} />
        <SubmitButton
          name="intent"
          value="process"
          label={t(processed ? "save" : "markProcessed")}
          pending={wiring.pending}
          testId="mark-processed"
        />
      </Form>
    </li>
  );
}
