import { describe, expect, it } from "vitest";
import { StallWatch, STALL_WINDOW_MS } from "~/services/rooms/stall-watch";

describe("the player's stall watch", () => {
  it("calls the network slow at the third stall within a minute, not before", () => {
    const watch = new StallWatch();
    expect(watch.stalled(0)).toBe(false);
    expect(watch.stalled(20_000)).toBe(false);
    expect(watch.stalled(40_000)).toBe(true);
  });

  it("forgets stalls older than a minute", () => {
    const watch = new StallWatch();
    watch.stalled(0);
    watch.stalled(10_000);
    expect(watch.stalled(STALL_WINDOW_MS)).toBe(false);
    expect(watch.stalled(STALL_WINDOW_MS + 5_000)).toBe(true);
  });
});
