import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ARGS } from "../../scripts/server-command";

// The production entry, as `npm start` runs it: compiled ahead of time by `npm run build`.
const SERVER = [...SERVER_ARGS];

/** Processes started by `pid` (its threads' children): a run-time transpiler would show here as esbuild. */
function childProcesses(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
    readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8").split(" ").filter(Boolean),
  );
}

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
      // MEDIA_SERVER off: this test checks that the site leaves no child process, and nginx would be one.
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", MEDIA_SERVER: "off" },
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
      // No esbuild or tsx beside it, and the child that created the database is gone.
      expect(childProcesses(child.pid ?? 0)).toEqual([]);
      expect(readFileSync(`/proc/${child.pid}/cmdline`, "utf8")).not.toContain("tsx");
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
