import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { BODY_MAX, SUMMARY_MAX, TITLE_MAX } from "../../../contract/backend-calls/admin-content";
import { SLUG_MAX_LENGTH } from "../../../contract/site-settings";
import { Field } from "~/components/forms/Field";
import { t } from "~/services/locale/admin-messages";

// The admin forms' fields: a labelled input, text area or list with its hint and its first error
// (app/components/forms/Field.tsx), on conform's metadata.

type Meta = FieldMetadata<unknown>;

export function TextField({
  meta,
  label,
  max,
  hint,
  type = "text",
}: {
  meta: Meta;
  label: string;
  max?: number;
  hint?: string;
  type?: "text" | "number" | "datetime-local";
}) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(field) => (
        <input
          {...getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })}
          maxLength={type === "text" ? max : undefined}
          max={type === "number" ? max : undefined}
          min={type === "number" ? 0 : undefined}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  meta,
  label,
  max,
  rows,
  hint,
  className,
}: {
  meta: Meta;
  label: string;
  max?: number;
  rows: number;
  hint?: string;
  className?: string;
}) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(field) => (
        <textarea
          {...getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
          rows={rows}
          maxLength={max}
          className={className}
        />
      )}
    </Field>
  );
}

/** A list to choose from; `blank` adds an empty first choice ("–": none chosen). */
export function SelectField({
  meta,
  label,
  options,
  blank = false,
}: {
  meta: Meta;
  label: string;
  options: readonly { value: string; label: string }[];
  blank?: boolean;
}) {
  return (
    <Field meta={meta} label={label}>
      {(field) => (
        <select {...getSelectProps(field)}>
          {blank ? <option value="">–</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

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
