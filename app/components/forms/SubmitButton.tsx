interface SubmitButtonProps {
  label: string;
  /** The form is on its way: the button is disabled and says so. */
  pending: boolean;
  /** Shown instead of the label while pending (for example t("submitting")). */
  pendingLabel?: string;
  /** A form with several actions names the clicked one (name="intent"). */
  name?: string;
  value?: string;
  variant?: "primary" | "ghost";
  block?: boolean;
  testId?: string;
}

/**
 * A form's submit button. A press keeps the focus where it is: moving it would blur the field
 * being typed in, its check (shouldValidate: "onBlur") would show an error above the button and
 * push the button from under the pointer before the press ends, and the click would be lost.
 * The submit checks every field anyway.
 */
export function SubmitButton({ label, pending, pendingLabel, name, value, variant = "primary", block = false, testId }: SubmitButtonProps) {
  const className = ["button", variant === "ghost" && "button--ghost", block && "button--block"].filter(Boolean).join(" ");
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      onMouseDown={(event) => event.preventDefault()}
    >
      {pending && pendingLabel ? pendingLabel : label}
    </button>
  );
}
