import { type SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { toast } from "~/components/shell/toast";
import { firstProblem } from "~/services/forms/problems";
import { t, type MessageKey } from "~/services/locale/messages";

/** A red toast naming the problem; a form with its own failure message (spec section 8) makes it the title. */
export function toastProblem(problem: MessageKey, title?: MessageKey): void {
  if (title && title !== problem) toast.error(t(title), { description: t(problem) });
  else toast.error(t(problem));
}

/** The names of a form's fields in the order they appear on screen. */
export function fieldOrderOf(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  const names: string[] = [];
  for (const element of form.elements) {
    const name = element.getAttribute("name");
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Toasts an action's refusal once, when it arrives, naming its first problem in the form's order. */
export function useRefusalToast(
  result: SubmissionResult<string[]> | undefined,
  { formId, title }: { formId?: string; title?: MessageKey } = {},
): void {
  useEffect(() => {
    if (result?.status !== "error") return;
    const problem = firstProblem(result.error, fieldOrderOf(formId ? document.forms.namedItem(formId) : null));
    if (problem) toastProblem(problem, title);
  }, [result, formId, title]);
}
