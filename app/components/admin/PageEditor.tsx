import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type AdminPage } from "../../../contract/backend-calls/admin-content";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { pageFormSchema } from "~/services/admin/forms";
import { t } from "~/services/locale/admin-messages";
import { ArticleTextFields } from "./fields";

const INTENTS = ["save"];

/** A page at /{slug} (Giới thiệu, Điều khoản …): title, slug, summary, Markdown body, shown or hidden. */
export function PageEditor({ page }: { page: AdminPage | null }) {
  const pending = useIntentPending(INTENTS);
  const { form, fields } = useSchemaForm({
    id: "page-form",
    schema: pageFormSchema,
    lastResult: useIntentResult(INTENTS)?.result,
    pending,
    defaultValue: {
      title: page?.title ?? "",
      slug: page?.slug ?? "",
      summary: page?.summary ?? "",
      bodyMarkdown: page?.bodyMarkdown ?? "",
      published: page === null || page.published ? "on" : "",
    },
  });
  return (
    <Form method="post" className="form admin-form" data-testid="page-form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <ArticleTextFields fields={fields} />
      <label className="admin-form__check">
        <input {...getInputProps(fields.published, { type: "checkbox" })} /> {t("fieldPublished")}
      </label>
      <div className="admin-form__actions">
        <SubmitButton name="intent" value="save" label={t("save")} pending={pending} testId="save-page" />
      </div>
    </Form>
  );
}
