import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "./Field";

// The fields of a schema form (use-schema-form.ts): a labelled input, text area or list with its
// hint and its first error (Field.tsx), on conform's metadata.

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
