import { Form } from "@remix-run/react";
import { FEEDBACK_IMAGE_ACCEPT } from "../../../contract/images";
import { FEEDBACK_TEXT_MAX_LENGTH, ROOM_NUMBER_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { Field, fieldAttributes, FormError, SubmitButton } from "./FormParts";
import { useUserForm } from "./use-user-form";

/** Content and contact (6-500 characters each), an optional PNG/JPG/GIF image and room number. */
export function FeedbackForm() {
  const { formRef, errors, values, pending, onSubmit, checkField } = useUserForm(["feedback"], { resetOnSuccess: true });
  return (
    <Form method="post" encType="multipart/form-data" className="form" ref={formRef} onSubmit={onSubmit} data-testid="feedback-form">
      <input type="hidden" name="intent" value="feedback" />
      <FormError error={errors.form} />
      <Field id="feedback-content" label={t("feedbackContent")} error={errors.content}>
        <textarea {...fieldAttributes("feedback-content", errors.content)} name="content" rows={4} maxLength={FEEDBACK_TEXT_MAX_LENGTH} defaultValue={values.content ?? ""} />
      </Field>
      <Field id="feedback-contact" label={t("feedbackContact")} error={errors.contact}>
        <input {...fieldAttributes("feedback-contact", errors.contact)} name="contact" maxLength={FEEDBACK_TEXT_MAX_LENGTH} autoComplete="email" defaultValue={values.contact ?? ""} />
      </Field>
      <Field id="feedback-image" label={t("feedbackImage")} error={errors.image} hint={t("feedbackImageHint")}>
        <input {...fieldAttributes("feedback-image", errors.image)} type="file" name="image" accept={FEEDBACK_IMAGE_ACCEPT} onChange={(event) => checkField(event.currentTarget.form, "image")} />
      </Field>
      <Field id="feedback-room" label={t("feedbackRoom")} error={errors.roomNumber}>
        <input {...fieldAttributes("feedback-room", errors.roomNumber)} name="roomNumber" inputMode="numeric" maxLength={ROOM_NUMBER_MAX_LENGTH} defaultValue={values.roomNumber ?? ""} />
      </Field>
      <div>
        <SubmitButton label={t("send")} pending={pending} />
      </div>
    </Form>
  );
}
