import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ARGS, serverNodeFlags } from "../../scripts/server-command";

// The server's heap limit (docs/decisions/033-heap-limit.md) is set once, in package.json, and
// reaches every way the server is started.
describe("the server's command", () => {
  it("caps the heap, for npm start as for the benchmark and the tests", () => {
    expect(serverNodeFlags()).toEqual([expect.stringMatching(/^--max-old-space-size=\d{3}$/)]);
    expect(SERVER_ARGS).toEqual([...serverNodeFlags(), "build/server/index.js"]);
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain("exec node $npm_package_config_serverNodeFlags build/server/index.js");
  });
});
