// The site's toasts: sonner is loaded on the first one (docs/decisions/019-page-weight.md), so a
// page that never shows a toast never downloads it. Toasts.tsx mounts sonner's Toaster once the
// module is here; sonner replays the toasts created before its Toaster subscribed.

import type * as sonnerModule from "sonner";

export type Sonner = typeof sonnerModule;

interface ToastOptions {
  description?: string;
}

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<(sonner: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((sonner) => {
    loaded = sonner;
    for (const listener of listeners) listener(sonner);
    return sonner;
  });
  return loading;
}

/** Calls `listener` with sonner once it is loaded (at once when it already is); returns the unsubscribe. */
export function onSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: "error" | "success", message: string, options?: ToastOptions): void {
  loadSonner().then(
    (sonner) => sonner.toast[kind](message, options),
    // A failed chunk load (a new build replaced the old files) leaves nothing else to do: the page still works.
    () => undefined,
  );
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  success: (message: string, options?: ToastOptions) => show("success", message, options),
};
