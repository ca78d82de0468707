import { type FormEvent, Fragment, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { POW_CHALLENGE_URL, POW_FIELD } from "../../../contract/proof-of-work";
import { messageKeyOf } from "~/services/forms/problems";
import { t } from "~/services/locale/messages";

// The proof of work of the register form and of a challenged login form (docs/decisions/
// 014-proof-of-work.md): the altcha widget fetches a challenge from our own /api/powChallenge,
// solves it in Web Workers (our own /altcha-worker.js) as soon as it appears, and puts its solution
// in a hidden `altcha` input of the form. Without JavaScript there is no widget and no field: the
// backend then applies its tighter limits, or asks a challenged login to wait.

export type PowState = "unverified" | "verifying" | "verified" | "expired" | "error";

/** The widget's texts, from the dictionary (it would show English otherwise). */
function widgetStrings(): string {
  return JSON.stringify({
    label: t("powLabel"),
    verify: t("powLabel"),
    verifying: t("powVerifying"),
    verified: t("powVerified"),
    verificationRequired: t("powRequired"),
    waitAlert: t("powWait"),
    error: t("powError"),
    expired: t("powExpired"),
    reload: t("powReload"),
    loading: t("loading"),
  });
}

/** The widget's module, fetched once, the first time a form shows it. */
let widgetModule: Promise<unknown> | null = null;
function loadWidget(): Promise<unknown> {
  widgetModule ??= import("./altcha-widget.client").catch((error: unknown) => {
    widgetModule = null;
    throw error;
  });
  return widgetModule;
}

function isPowState(value: unknown): value is PowState {
  return value === "unverified" || value === "verifying" || value === "verified" || value === "expired" || value === "error";
}

interface ProofOfWorkFieldProps {
  /** A new value makes a new widget, which solves a new challenge: a solution is spent by any attempt. */
  generation: string;
  /** The backend's refusal of the last solution (powInvalid), shown with or without JavaScript: the form's `fields.altcha`. */
  meta?: { errorId: string; errors?: string[] };
  onStateChange?: (state: PowState) => void;
}

export function ProofOfWorkField({ generation, meta, onStateChange }: ProofOfWorkFieldProps) {
  const error = meta?.errors?.[0];
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const reportState = useRef(onStateChange);
  reportState.current = onStateChange;

  useEffect(() => {
    let live = true;
    // Without the widget (it failed to load) the form still works, as it does without JavaScript.
    loadWidget().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    // A new widget: whatever the previous one solved was spent by the attempt that carried it.
    reportState.current?.("unverified");
    const listener = (event: Event) => {
      const state: unknown = (event as CustomEvent<{ state?: unknown }>).detail?.state;
      if (isPowState(state)) reportState.current?.(state);
    };
    element.addEventListener("statechange", listener);
    return () => element.removeEventListener("statechange", listener);
  }, [loaded, generation]);

  return (
    <div className="field pow-field" data-testid="pow-field">
      {loaded && (
        <Fragment key={generation}>
          <altcha-widget
            ref={widget}
            challengeurl={POW_CHALLENGE_URL}
            auto="onload"
            name={POW_FIELD}
            hidefooter
            hidelogo
            strings={widgetStrings()}
          />
        </Fragment>
      )}
      {meta && error !== undefined && (
        <p className="field-error" id={meta.errorId} data-testid={meta.errorId}>
          {t(messageKeyOf(error))}
        </p>
      )}
    </div>
  );
}

/**
 * Holds a form's submit while its widget is still solving, and sends the form once it has solved:
 * a person who presses the button at once is not counted as a browser without JavaScript.
 */
export function usePowSubmit() {
  const state = useRef<PowState | null>(null);
  const waiting = useRef<HTMLFormElement | null>(null);

  const onStateChange = useCallback((next: PowState) => {
    state.current = next;
    if (next === "verified") {
      const form = waiting.current;
      waiting.current = null;
      // The widget reports the state before it writes the solution into its hidden input (a
      // microtask later): submit on the next task, once the field holds it.
      if (form) window.setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    }
    // On an error the person sees the widget's message and presses again; then the form goes without.
    if (next === "error" || next === "expired") waiting.current = null;
  }, []);

  /** For onSubmit, once the form is valid: true when the submit waits for the widget. */
  const holdUntilSolved = useCallback((event: FormEvent<HTMLFormElement>): boolean => {
    if (state.current !== "verifying") return false;
    event.preventDefault();
    waiting.current = event.currentTarget;
    return true;
  }, []);

  /** Sends the form as soon as the widget has solved (at once if it has). */
  const submitWhenSolved = useCallback((form: HTMLFormElement) => {
    if (state.current === "verified") window.setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    else waiting.current = form;
  }, []);

  return useMemo(() => ({ onStateChange, holdUntilSolved, submitWhenSolved }), [onStateChange, holdUntilSolved, submitWhenSolved]);
}
