import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type Gender } from "../../../contract/domain/types";
import { EARLIEST_BIRTHDAY } from "../../../contract/input-rules";
import { t, type MessageKey } from "~/services/locale/screen-messages";
import { BROWSER_USER_FORM_SCHEMAS, siteToday } from "~/services/user-centre/forms";
import { type ProfileView } from "~/services/user-centre/view";
import { useUserCentreFormWiring } from "./use-user-centre-form";

const GENDER_LABELS: readonly { value: Gender; label: MessageKey }[] = [
  { value: "male", label: "genderMale" },
  { value: "female", label: "genderFemale" },
  { value: "other", label: "genderOther" },
];

/** Nickname, gender and birth date (spec section 3, profile fields). */
export function ProfileForm({ profile, renderedAt }: { profile: ProfileView; renderedAt: number }) {
  const { pending, ...wiring } = useUserCentreFormWiring("profile");
  const { form, fields } = useSchemaForm({
    ...wiring,
    pending,
    schema: BROWSER_USER_FORM_SCHEMAS.profile,
    defaultValue: { nickname: profile.nickName, gender: profile.gender ?? undefined, birthday: profile.birthday ?? undefined },
  });
  const gender = fields.gender.defaultValue ?? "";
  return (
    <Form method="post" preventScrollReset className="form" data-testid="profile-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="profile" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.nickname} label={t("nickname")}>
        {(field) => <input {...getInputProps(field, { type: "text" })} autoComplete="nickname" />}
      </Field>
      <Field meta={fields.gender} label={t("gender")}>
        <select {...getSelectProps(fields.gender)} defaultValue={gender}>
          {gender === "" && <option value="">{t("genderUnset")}</option>}
          {GENDER_LABELS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.birthday} label={t("birthDate")}>
        {(field) => <input {...getInputProps(field, { type: "date" })} min={EARLIEST_BIRTHDAY} max={siteToday(renderedAt)} />}
      </Field>
      <div>
        <SubmitButton label={t("save")} pending={pending} />
      </div>
    </Form>
  );
}
