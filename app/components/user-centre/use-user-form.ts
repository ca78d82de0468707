import { useActionData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { t } from "~/services/locale/messages";
import {
  FAILURE_TITLES,
  FIELD_ORDER,
  firstError,
  isUserFormIntent,
  parseUserForm,
  type FieldErrors,
  type UserFormFailure,
  type UserFormIntent,
} from "~/services/user-centre/forms";

function isUserFormFailure(value: unknown): value is UserFormFailure {
  if (typeof value !== "object" || value === null) return false;
  const { intent, errors, values } = value as Record<string, unknown>;
  return (intent === null || isUserFormIntent(intent)) && typeof errors === "object" && errors !== null && typeof values === "object" && values !== null;
}

/** The refusal the last post of /user came back with, if any. */
export function useUserFormFailure(): UserFormFailure | undefined {
  const actionData: unknown = useActionData();
  return isUserFormFailure(actionData) ? actionData : undefined;
}

/** A red toast naming the first problem; forms with their own failure message use it as the title. */
export function showFailureToast(intent: UserFormIntent | null, errors: FieldErrors): void {
  const key = firstError(errors, intent ? FIELD_ORDER[intent] : []);
  if (!key) return;
  const title = intent ? FAILURE_TITLES[intent] : undefined;
  if (title && title !== key) toast.error(t(title), { description: t(key) });
  else toast.error(t(key));
}

interface UserFormOptions {
  /** Empty the form once it was saved (feedback, password, avatar). */
  resetOnSuccess?: boolean;
}

/**
 * One form of /user. Without JavaScript it is a plain post and the server answers; with it, the
 * form's schema checks the fields first (a refusal shows at once, as a toast and under the fields)
 * and only a valid form is posted. The server's refusals are toasted once by the page.
 */
export function useUserForm(intents: readonly UserFormIntent[], { resetOnSuccess = false }: UserFormOptions = {}) {
  const failure = useUserFormFailure();
  const serverFailure = failure?.intent && intents.includes(failure.intent) ? failure : undefined;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const submittedIntent = navigation.formData?.get("intent");
  const pending = navigation.state !== "idle" && isUserFormIntent(submittedIntent) && intents.includes(submittedIntent);

  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    if (!serverFailure && resetOnSuccess) formRef.current?.reset();
  }, [pending, serverFailure, resetOnSuccess]);

  // A new answer from the server replaces what the page had found itself.
  useEffect(() => {
    setClientErrors(null);
  }, [serverFailure]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(form, submitter);
    const intent = formData.get("intent");
    if (!isUserFormIntent(intent)) return;
    void parseUserForm(intent, formData).then((parsed) => {
      if (!parsed.success) {
        setClientErrors(parsed.errors);
        showFailureToast(intent, parsed.errors);
        return;
      }
      setClientErrors(null);
      const encType = form.enctype === "multipart/form-data" ? "multipart/form-data" : "application/x-www-form-urlencoded";
      submit(formData, { method: "post", encType, preventScrollReset: true });
    });
  }

  /** Checks one field as soon as it changes (a chosen file, before any upload). */
  function checkField(form: HTMLFormElement | null, field: string) {
    if (!form) return;
    const formData = new FormData(form);
    const intent = formData.get("intent");
    if (!isUserFormIntent(intent)) return;
    void parseUserForm(intent, formData).then((parsed) => {
      const error = parsed.success ? undefined : parsed.errors[field];
      setClientErrors((previous) => ({ ...(previous ?? serverFailure?.errors ?? {}), [field]: error }));
      if (error) showFailureToast(intent, { [field]: error });
    });
  }

  return {
    formRef,
    errors: clientErrors ?? serverFailure?.errors ?? {},
    values: serverFailure?.values ?? {},
    /** The form the server last refused, among this component's intents. */
    failedIntent: serverFailure?.intent ?? null,
    pending,
    onSubmit,
    checkField,
  };
}
