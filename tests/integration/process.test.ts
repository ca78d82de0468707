import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = ["--import", "tsx", "server/index.ts"];

describe("the server process", () => {
  it("stops at once with a clear message when a variable is bad", () => {
    const result = spawnSync("node", SERVER, {
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "mysql://x" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain('PORT="not-a-port"');
    expect(result.stderr).toContain("DATABASE_URL");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("serves, then shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vsport-process-"));
    const child = spawn("node", SERVER, {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = "";
        const timer = setTimeout(() => reject(new Error(`no start within 60 s: ${output}`)), 60_000);
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"url":"(http:\/\/[^"]+)","msg":"vsport is up"/.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
