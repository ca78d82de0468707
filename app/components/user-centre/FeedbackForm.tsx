import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FEEDBACK_IMAGE_ACCEPT } from "../../../contract/images";
import { FEEDBACK_TEXT_MAX_LENGTH, ROOM_NUMBER_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/screen-messages";
import { BROWSER_USER_FORM_SCHEMAS } from "~/services/user-centre/forms";
import { useUserCentreFormWiring } from "./use-user-centre-form";

/** Content and contact (6-500 characters each), an optional PNG/JPG/GIF image and room number. */
export function FeedbackForm() {
  const { pending, ...wiring } = useUserCentreFormWiring("feedback");
  const { form, fields, checkField } = useSchemaForm({
    ...wiring,
    pending,
    schema: BROWSER_USER_FORM_SCHEMAS.feedback,
    resetOnSuccess: true,
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="form"
      data-testid="feedback-form"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="feedback" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.content} label={t("feedbackContent")}>
        {(field) => <textarea {...getTextareaProps(field)} rows={4} maxLength={FEEDBACK_TEXT_MAX_LENGTH} />}
      </Field>
      <Field meta={fields.contact} label={t("feedbackContact")}>
        {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={FEEDBACK_TEXT_MAX_LENGTH} autoComplete="email" />}
      </Field>
      <Field meta={fields.image} label={t("feedbackImage")} hint={t("feedbackImageHint")}>
        {(field) => (
          <input
            {...getInputProps(field, { type: "file", ariaDescribedBy: field.descriptionId })}
            accept={FEEDBACK_IMAGE_ACCEPT}
            onChange={() => checkField(field.name)}
          />
        )}
      </Field>
      <Field meta={fields.roomNumber} label={t("feedbackRoom")}>
        {(field) => <input {...getInputProps(field, { type: "text" })} inputMode="numeric" maxLength={ROOM_NUMBER_MAX_LENGTH} />}
      </Field>
      <div>
        <SubmitButton label={t("send")} pending={pending} />
      </div>
    </Form>
  );
}
