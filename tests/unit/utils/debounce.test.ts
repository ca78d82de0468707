import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DEBOUNCE_MS, debounce } from "~/services/debounce";

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 300 ms by default", () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(300);
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("calls once with the latest arguments after a burst", () => {
    const fn = vi.fn((_query: string, _page: number) => undefined);
    const debounced = debounce(fn, 100);
    debounced("b", 1);
    debounced("bo", 1);
    debounced("bong da", 2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("bong da", 2);
  });

  it("restarts the wait on every call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    vi.advanceTimersByTime(90);
    debounced();
    vi.advanceTimersByTime(90);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("can fire again after a call has run", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 50);
    debounced(1);
    vi.advanceTimersByTime(50);
    debounced(2);
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it("cancel drops the pending call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    expect(debounced.isPending()).toBe(true);
    debounced.cancel();
    expect(debounced.isPending()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("flush runs the pending call at once, and only once", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced("x");
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("x");
    expect(debounced.isPending()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("flush and cancel do nothing when nothing is pending", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced.flush();
    debounced.cancel();
    expect(fn).not.toHaveBeenCalled();
  });

  it("treats a negative or non-finite wait as zero", () => {
    for (const wait of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const fn = vi.fn();
      debounce(fn, wait)();
      vi.advanceTimersByTime(0);
      expect(fn).toHaveBeenCalledTimes(1);
    }
  });
});
