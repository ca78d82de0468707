import { useAtom } from "jotai";
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { isRememberedAtom } from "~/atoms";
import { type MessageKey, t } from "~/services/locale/messages";

interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  error?: MessageKey;
  /** Next to the input (the "Lấy mã" button, the captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its error underneath, announced to screen readers. */
export const AccountField = forwardRef<HTMLInputElement, AccountFieldProps>(function AccountField({ name, label, error, addon, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field account-field">
      <label htmlFor={id}>{label}</label>
      <div className={addon ? "field__row" : undefined}>
        <input ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {addon}
      </div>
      {error && (
        <p className="field-error" id={errorId} data-testid={`error-${name}`}>
          {t(error)}
        </p>
      )}
    </div>
  );
});

/** People never see it; bots fill it, and a filled one gets the form refused. */
export function Honeypot({ name }: { name: string }) {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t("leaveEmpty")}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** 'Remember me': checked as the refused form sent it, otherwise as this browser last chose. */
export function RememberMe({ defaultChecked }: { defaultChecked: boolean | undefined }) {
  const [isRemembered, setRemembered] = useAtom(isRememberedAtom);
  return (
    <label className="checkbox">
      <input type="checkbox" name="remember" value="1" defaultChecked={defaultChecked ?? isRemembered} onChange={(event) => setRemembered(event.currentTarget.checked)} />
      {t("rememberMe")}
    </label>
  );
}

export function FormError({ message }: { message: MessageKey | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {t(message)}
    </p>
  );
}
