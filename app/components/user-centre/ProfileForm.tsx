import { Form } from "@remix-run/react";
import { type Gender } from "../../../contract/domain/types";
import { EARLIEST_BIRTHDAY } from "../../../contract/input-rules";
import { t, type MessageKey } from "~/services/locale/messages";
import { siteToday } from "~/services/user-centre/forms";
import { type ProfileView } from "~/services/user-centre/view";
import { Field, fieldAttributes, FormError, SubmitButton } from "./FormParts";
import { useUserForm } from "./use-user-form";

const GENDER_LABELS: readonly { value: Gender; label: MessageKey }[] = [
  { value: "male", label: "genderMale" },
  { value: "female", label: "genderFemale" },
  { value: "other", label: "genderOther" },
];

/** Nickname, gender and birth date (spec section 3, profile fields). */
export function ProfileForm({ profile, renderedAt }: { profile: ProfileView; renderedAt: number }) {
  const { formRef, errors, values, pending, onSubmit } = useUserForm(["profile"]);
  const gender = values.gender ?? profile.gender ?? "";
  return (
    <Form method="post" className="form" ref={formRef} onSubmit={onSubmit} data-testid="profile-form">
      <input type="hidden" name="intent" value="profile" />
      <FormError error={errors.form} />
      <Field id="profile-nickname" label={t("nickname")} error={errors.nickname}>
        <input {...fieldAttributes("profile-nickname", errors.nickname)} name="nickname" defaultValue={values.nickname ?? profile.nickName} autoComplete="nickname" />
      </Field>
      <Field id="profile-gender" label={t("gender")} error={errors.gender}>
        <select {...fieldAttributes("profile-gender", errors.gender)} name="gender" defaultValue={gender}>
          {gender === "" && <option value="">{t("genderUnset")}</option>}
          {GENDER_LABELS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="profile-birthday" label={t("birthDate")} error={errors.birthday}>
        <input {...fieldAttributes("profile-birthday", errors.birthday)} type="date" name="birthday" defaultValue={values.birthday ?? profile.birthday ?? ""} min={EARLIEST_BIRTHDAY} max={siteToday(renderedAt)} />
      </Field>
      <div>
        <SubmitButton label={t("save")} pending={pending} />
      </div>
    </Form>
  );
}
