import { type ReactNode } from "react";
import { t } from "~/services/locale/messages";
import { messageKeyOf } from "~/services/forms/problems";

/** What a field needs of conform's field metadata (`fields.x` of useForm). */
export interface FieldMeta {
  id: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
}

interface FieldProps<Meta extends FieldMeta> {
  /** The field's metadata; its input takes ids, name and aria from conform's getInputProps (and kin). */
  meta: Meta;
  label: string;
  /** Below the input; give the input `ariaDescribedBy: meta.descriptionId` to have it read out. */
  hint?: string;
  /** Next to the input (a "Lấy mã" button, a captcha image). */
  addon?: ReactNode;
  className?: string;
  /** The input, or a function that makes it from the metadata. */
  children: ReactNode | ((meta: Meta) => ReactNode);
}

/** A labelled input with its hint and its first error underneath, in Vietnamese. */
export function Field<Meta extends FieldMeta>({ meta, label, hint, addon, className, children }: FieldProps<Meta>) {
  const input = typeof children === "function" ? children(meta) : children;
  const error = meta.errors?.[0];
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={meta.id}>{label}</label>
      {addon ? (
        <div className="field__row">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {hint && (
        <p className="field-hint" id={meta.descriptionId}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p className="field-error" id={meta.errorId} data-testid={meta.errorId}>
          {t(messageKeyOf(error))}
        </p>
      )}
    </div>
  );
}
