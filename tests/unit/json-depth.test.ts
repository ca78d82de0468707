import { describe, expect, it } from "vitest";
import { exceedsJsonDepth, MAX_JSON_DEPTH } from "../../contract/json-depth";

const nested = (depth: number, inner = "1") => "[".repeat(depth) + inner + "]".repeat(depth);

describe("exceedsJsonDepth", () => {
  it("counts arrays and objects, refusing only past the limit", () => {
    expect(exceedsJsonDepth("1", 0)).toBe(false);
    expect(exceedsJsonDepth("{}", 0)).toBe(true);
    expect(exceedsJsonDepth('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it("measures depth, not the number of siblings", () => {
    expect(exceedsJsonDepth(`[${Array.from({ length: 1000 }, () => "[]").join(",")}]`, 2)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ text: '[[[[{{{{ "[[[[" \\ ]]]]' });
    expect(exceedsJsonDepth(text, 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify(["\\", ["x"]]), 1)).toBe(true);
  });

  it("is not fooled by closing brackets before the nesting", () => {
    expect(exceedsJsonDepth("]]]]]]" + nested(4), 3)).toBe(true);
  });

  it("answers a 4 MiB nested text without parsing it", () => {
    const half = 2 * 1024 * 1024;
    expect(exceedsJsonDepth("[".repeat(half) + "]".repeat(half), MAX_JSON_DEPTH)).toBe(true);
  });
});
