import { Form } from "@remix-run/react";
import { UserIcon } from "~/components/ui/icons";
import { AVATAR_ACCEPT } from "../../../contract/images";
import { t } from "~/services/locale/messages";
import { Field, fieldAttributes, FormError, SubmitButton } from "./FormParts";
import { useUserForm } from "./use-user-form";

/** The current avatar and a JPG/PNG upload of at most 2MB, checked by its first bytes. */
export function AvatarForm({ icon, nickName }: { icon: string | null; nickName: string }) {
  const { formRef, errors, pending, onSubmit, checkField } = useUserForm(["avatar"], { resetOnSuccess: true });
  return (
    <Form method="post" encType="multipart/form-data" className="form avatar-form" ref={formRef} onSubmit={onSubmit} data-testid="avatar-form">
      <input type="hidden" name="intent" value="avatar" />
      <div className="avatar-form__current">
        {icon ? <img src={icon} alt={nickName} width={96} height={96} className="avatar" data-testid="current-avatar" /> : <UserIcon className="avatar-form__placeholder" />}
      </div>
      <FormError error={errors.form} />
      <Field id="avatar-file" label={t("chooseAvatar")} error={errors.avatar} hint={t("avatarHint")}>
        <input {...fieldAttributes("avatar-file", errors.avatar)} type="file" name="avatar" accept={AVATAR_ACCEPT} onChange={(event) => checkField(event.currentTarget.form, "avatar")} />
      </Field>
      <div>
        <SubmitButton label={t("save")} pending={pending} />
      </div>
    </Form>
  );
}
