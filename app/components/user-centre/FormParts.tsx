import { type ReactNode } from "react";
import { t, type MessageKey } from "~/services/locale/messages";

/** The attributes that tie an input to its label and its error. */
export function fieldAttributes(id: string, error: MessageKey | undefined) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: MessageKey; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="field-hint">{hint}</p>}
      {error && (
        <p className="field-error" id={`${id}-error`} data-testid={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** A problem of the whole form (the backend unreachable, a refusal no field owns). */
export function FormError({ error }: { error?: MessageKey }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {t(error)}
    </p>
  );
}

export function SubmitButton({ label, pending, name, value, ghost = false }: { label: string; pending: boolean; name?: string; value?: string; ghost?: boolean }) {
  return (
    <button type="submit" name={name} value={value} className={ghost ? "button button--ghost" : "button"} disabled={pending} aria-busy={pending || undefined}>
      {label}
    </button>
  );
}

export function UserSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card user-section" id={id} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="user-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
