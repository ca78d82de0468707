import { describe, expect, it } from "vitest";
import { createGuestUser, guestSessionId, isGuestSessionId } from "../../../contract/domain/guest-user";

const NOW = 1_763_700_000_000;

// A random() that returns the given values in turn (then repeats the last one).
function randomReturning(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)] ?? 0;
    index += 1;
    return value;
  };
}

// The random() value that makes createGuestUser pick this six-digit suffix.
const randomForSuffix = (sixDigits: number) => (sixDigits - 100_000 + 0.5) / 900_000;
// The random() value that makes createGuestUser pick this character of A-Z0-9.
const randomForCharacter = (character: string) => ("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".indexOf(character) + 0.5) / 36;

describe("createGuestUser", () => {
  it("builds uid as '-' + epoch milliseconds + six digits, and the nickname from the next six draws", () => {
    const random = randomReturning(randomForSuffix(482_913), ...[..."VSP0RT"].map(randomForCharacter));
    expect(createGuestUser(NOW, random)).toEqual({
      uid: "-1763700000000482913",
      nickName: "VSP0RT",
      grow: 0,
      score: 0,
      isUser: 0,
    });
  });

  it("keeps the six digits within 100000-999999", () => {
    expect(createGuestUser(NOW, randomReturning(0)).uid).toBe("-1763700000000100000");
    expect(createGuestUser(NOW, randomReturning(0.999_999_999_9)).uid).toBe("-1763700000000999999");
  });

  it("stays in range when random() misbehaves", () => {
    expect(createGuestUser(NOW, randomReturning(1))).toMatchObject({ uid: "-1763700000000999999", nickName: "999999" });
    expect(createGuestUser(NOW, randomReturning(-3))).toMatchObject({ uid: "-1763700000000100000", nickName: "AAAAAA" });
    expect(createGuestUser(NOW, randomReturning(Number.NaN))).toMatchObject({ uid: "-1763700000000100000", nickName: "AAAAAA" });
  });

  it("uses a string uid because the number would exceed 2^53", () => {
    const { uid } = createGuestUser(NOW);
    expect(typeof uid).toBe("string");
    expect(uid).toHaveLength(20);
    expect(BigInt(uid) < -(2n ** 53n)).toBe(true);
    expect(String(Number(uid))).not.toBe(uid);
  });

  it("uses the current time and Math.random by default", () => {
    const before = Date.now();
    const user = createGuestUser();
    const after = Date.now();
    const timestamp = Number(user.uid.slice(1, 14));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
    expect(isGuestSessionId(user.uid)).toBe(true);
  });

  it("truncates a fractional timestamp", () => {
    expect(createGuestUser(NOW + 0.9, randomReturning(0)).uid).toBe("-1763700000000100000");
  });

  it("refuses a time that is not 13-digit epoch milliseconds", () => {
    for (const now of [0, -NOW, 999_999_999_999, 10_000_000_000_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createGuestUser(now)).toThrow(RangeError);
    }
  });

  it("makes nicknames of six characters from A-Z0-9, using all of them", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const { nickName } = createGuestUser(NOW);
      expect(nickName).toMatch(/^[A-Z0-9]{6}$/);
      for (const character of nickName) seen.add(character);
    }
    expect(seen.size).toBe(36);
  });

  it("gives different uids for different times or different suffixes (the format is unambiguous)", () => {
    const uids = new Set<string>();
    for (let millisecond = 0; millisecond < 500; millisecond += 1) {
      for (const sixDigits of [100_000, 100_001, 555_555, 999_998, 999_999]) {
        uids.add(createGuestUser(NOW + millisecond, randomReturning(randomForSuffix(sixDigits))).uid);
      }
    }
    expect(uids.size).toBe(2_500);
  });

  it("gives different uids to guests created at different moments", () => {
    const uids = new Set(Array.from({ length: 1_000 }, (_, i) => createGuestUser(NOW + i * 37).uid));
    expect(uids.size).toBe(1_000);
  });
});

describe("guestSessionId", () => {
  it("is the uid", () => {
    const user = createGuestUser(NOW);
    expect(guestSessionId(user)).toBe(user.uid);
  });
});

describe("isGuestSessionId", () => {
  it("accepts generated uids", () => {
    for (let i = 0; i < 200; i += 1) expect(isGuestSessionId(createGuestUser(NOW + i).uid)).toBe(true);
    expect(isGuestSessionId("-1763700000000100000")).toBe(true);
    expect(isGuestSessionId("-9999999999999999999")).toBe(true);
  });

  it.each([
    "",
    "-",
    "1763700000000482913",
    "+1763700000000482913",
    "--1763700000000482913",
    "-1763700000000082913",
    "-0763700000000482913",
    "-176370000000048291",
    "-17637000000004829130",
    " -1763700000000482913",
    "-1763700000000482913 ",
    "-1763700000000482913\n",
    "-1763700000000abcdef",
    "-1.763700000000482913",
    "-1763700000000４82913",
    "guest",
  ])("refuses %j", (value) => {
    expect(isGuestSessionId(value)).toBe(false);
  });

  it("refuses values that are not strings", () => {
    for (const value of [Number("-1763700000000482913"), -1763700000000482913n, null, undefined, {}]) {
      expect(isGuestSessionId(value)).toBe(false);
    }
  });
});
