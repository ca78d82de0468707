import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { UserIcon } from "~/components/ui/icons";
import { AVATAR_ACCEPT } from "../../../contract/images";
import { t } from "~/services/locale/screen-messages";
import { BROWSER_USER_FORM_SCHEMAS } from "~/services/user-centre/forms";
import { useUserCentreFormWiring } from "./use-user-centre-form";

/**
 * The current avatar and a JPG/PNG upload of at most 2MB. The page checks the size and the
 * declared type as soon as a file is chosen; the action decides by the file's first bytes.
 */
export function AvatarForm({ icon, nickName }: { icon: string | null; nickName: string }) {
  const { pending, ...wiring } = useUserCentreFormWiring("avatar");
  const { form, fields, checkField } = useSchemaForm({
    ...wiring,
    pending,
    schema: BROWSER_USER_FORM_SCHEMAS.avatar,
    resetOnSuccess: true,
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="form avatar-form"
      data-testid="avatar-form"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="avatar" />
      <div className="avatar-form__current">
        {icon ? (
          <img src={icon} alt={nickName} width={96} height={96} className="avatar" data-testid="current-avatar" />
        ) : (
          <UserIcon className="avatar-form__placeholder" />
        )}
      </div>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.avatar} label={t("chooseAvatar")} hint={t("avatarHint")}>
        {(field) => (
          <input
            {...getInputProps(field, { type: "file", ariaDescribedBy: field.descriptionId })}
            accept={AVATAR_ACCEPT}
            onChange={() => checkField(field.name)}
          />
        )}
      </Field>
      <div>
        <SubmitButton label={t("save")} pending={pending} />
      </div>
    </Form>
  );
}
