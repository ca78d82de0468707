import { describe, expect, it } from "vitest";
import { abbreviateNumber, formatThousands } from "~/services/locale/numbers";

describe("abbreviateNumber", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [999.99, "999"],
    [12.7, "12"],
    [1_000, "1K"],
    [1_001, "1K"],
    [1_099, "1K"],
    [1_100, "1.1K"],
    [1_250, "1.2K"],
    [1_999, "1.9K"],
    [10_000, "10K"],
    [12_345, "12.3K"],
    [999_900, "999.9K"],
    [999_999, "999.9K"],
    [999_999.9, "999.9K"],
    [1_000_000, "1M"],
    [1_049_999, "1M"],
    [1_100_000, "1.1M"],
    [3_400_000, "3.4M"],
    [3_499_999, "3.4M"],
    [999_999_999, "999.9M"],
    [2_500_000_000, "2500M"],
    [Number.MAX_SAFE_INTEGER, "9007199254.7M"],
    [1e21, "1000000000000000M"],
  ])("%d → %s", (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });

  it("never shows 1000 of a unit", () => {
    for (let n = 999_000; n < 1_000_000; n += 7) expect(abbreviateNumber(n)).toMatch(/^999(\.\d)?K$/);
    expect(abbreviateNumber(999_999_999.99)).toBe("999.9M");
  });

  it("never shows a trailing .0", () => {
    for (let n = 1_000; n < 200_000; n += 37) expect(abbreviateNumber(n)).not.toMatch(/\.0/);
  });

  it("keeps the sign of negative numbers", () => {
    expect(abbreviateNumber(-999)).toBe("-999");
    expect(abbreviateNumber(-1_500)).toBe("-1.5K");
    expect(abbreviateNumber(-3_400_000)).toBe("-3.4M");
  });

  it("shows no sign for values that round to zero", () => {
    expect(abbreviateNumber(-0)).toBe("0");
    expect(abbreviateNumber(-0.4)).toBe("0");
  });

  it("shows 0 for values that are not finite numbers", () => {
    expect(abbreviateNumber(Number.NaN)).toBe("0");
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe("0");
    expect(abbreviateNumber(Number.NEGATIVE_INFINITY)).toBe("0");
  });
});

describe("formatThousands", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1_000, "1,000"],
    [12_345, "12,345"],
    [123_456, "123,456"],
    [1_234_567, "1,234,567"],
    [-1_234_567, "-1,234,567"],
    [1_234.9, "1,234"],
    [-1_234.9, "-1,234"],
    [-0.5, "0"],
    [1e21, "1,000,000,000,000,000,000,000"],
  ])("%d → %s", (n, expected) => {
    expect(formatThousands(n)).toBe(expected);
  });

  it("shows 0 for values that are not finite numbers", () => {
    expect(formatThousands(Number.NaN)).toBe("0");
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe("0");
  });
});
