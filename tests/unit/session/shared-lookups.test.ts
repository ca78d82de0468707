import { describe, expect, it } from "vitest";
import { shareOverlappingLookups } from "../../../server/backend/binary/shared-lookups";

function countingLookup() {
  const calls: string[] = [];
  const waiting: Array<() => void> = [];
  const lookup = (key: string) => {
    const number = calls.push(key);
    return new Promise<string>((resolve) => waiting.push(() => resolve(`${key}#${number}`)));
  };
  const finishAll = () => waiting.splice(0).forEach((finish) => finish());
  return { calls, lookup, finishAll };
}

describe("overlapping session lookups", () => {
  it("share one lookup while it runs, per key", async () => {
    const { calls, lookup, finishAll } = countingLookup();
    const shared = shareOverlappingLookups(lookup);
    const answers = Promise.all([shared("a"), shared("a"), shared("b"), shared("a")]);
    finishAll();
    expect(await answers).toEqual(["a#1", "a#1", "b#2", "a#1"]);
    expect(calls).toEqual(["a", "b"]);
  });

  it("keep nothing once answered: a later call looks up afresh", async () => {
    const { calls, lookup, finishAll } = countingLookup();
    const shared = shareOverlappingLookups(lookup);
    const first = shared("a");
    finishAll();
    await first;
    const second = shared("a");
    finishAll();
    expect(await second).toBe("a#2");
    expect(calls).toEqual(["a", "a"]);
  });

  it("share a failure with the overlapping calls only", async () => {
    let fail = true;
    const shared = shareOverlappingLookups(async (key: string) => {
      await Promise.resolve();
      if (fail) throw new Error(`lookup of ${key} failed`);
      return key;
    });
    const results = await Promise.allSettled([shared("a"), shared("a")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await shared("a")).toBe("a");
  });
});
