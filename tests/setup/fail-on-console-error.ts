import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test means something went wrong that the test did not expect.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(" ");
    throw new Error(`console.error was called ${errors.length} time(s) during the test: ${first}`);
  }
});
