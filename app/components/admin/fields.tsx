import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { BODY_MAX, SUMMARY_MAX, TITLE_MAX } from "../../../contract/backend-calls/admin-content";
import { SLUG_MAX_LENGTH } from "../../../contract/site-settings";
import { TextAreaField, TextField } from "~/components/forms/SchemaFields";
import { t } from "~/services/locale/admin-messages";

export { SelectField, TextAreaField, TextField } from "~/components/forms/SchemaFields";

// The admin forms' own groups of fields (app/components/forms/SchemaFields.tsx has the fields).

type Meta = FieldMetadata<unknown>;

/** The order and the remove box every row of a list form has. */
export function RowControls({ position, remove }: { position: Meta; remove: Meta }) {
  return (
    <>
      <TextField meta={position} label={t("fieldPosition")} type="number" max={999} />
      <label className="admin-form__check">
        <input {...getInputProps(remove, { type: "checkbox" })} /> {t("fieldRemove")}
      </label>
    </>
  );
}

/** Title, slug, summary and Markdown body: what a post and a page both have. */
export function ArticleTextFields({ fields }: { fields: Record<"title" | "slug" | "summary" | "bodyMarkdown", Meta> }) {
  return (
    <>
      <TextField meta={fields.title} label={t("fieldTitle")} max={TITLE_MAX} />
      <TextField meta={fields.slug} label={t("fieldSlug")} hint={t("fieldSlugHint")} max={SLUG_MAX_LENGTH} />
      <TextAreaField meta={fields.summary} label={t("fieldSummary")} rows={2} max={SUMMARY_MAX} />
      <TextAreaField meta={fields.bodyMarkdown} label={t("fieldBody")} hint={t("fieldBodyHint")} rows={16} max={BODY_MAX} />
    </>
  );
}
