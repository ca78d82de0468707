import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOC_PATH, withCallsTable } from "../../../scripts/backend-calls-table";

describe("docs/backend-api.md", () => {
  it("holds the table the registry of backend calls gives (npm run docs:calls rewrites it)", () => {
    const doc = readFileSync(DOC_PATH, "utf8");
    expect(withCallsTable(doc)).toBe(doc);
  });
});
