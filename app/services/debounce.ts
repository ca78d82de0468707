// Trailing-edge debounce (spec section 9: default 300 ms).

export const DEFAULT_DEBOUNCE_MS = 300;

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  isPending(): boolean;
}

/**
 * Calls `fn` with the latest arguments once `waitMs` has passed without another call.
 * A negative or non-finite wait counts as 0.
 */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  waitMs: number = DEFAULT_DEBOUNCE_MS,
): Debounced<Args> {
  const wait = Number.isFinite(waitMs) && waitMs > 0 ? waitMs : 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  function clear(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  }

  function run(): void {
    const args = pendingArgs;
    clear();
    if (args !== undefined) fn(...args);
  }

  const debounced = (...args: Args): void => {
    if (timer !== undefined) clearTimeout(timer);
    pendingArgs = args;
    timer = setTimeout(run, wait);
  };

  return Object.assign(debounced, {
    cancel: clear,
    flush: run,
    isPending: () => pendingArgs !== undefined,
  });
}
