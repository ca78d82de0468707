import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError, readConfig } from "../../server/config/env";
import { loadSecrets } from "../../server/config/secrets";

describe("readConfig", () => {
  it("has embedded defaults for everything", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe(path.resolve("data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.BACKEND_URL).toBeUndefined();
    expect(config.DEMO_SEED).toBe(true);
    expect(config.BUILD_CHECK_INTERVAL_SECONDS).toBe(300);
  });

  it("reads and converts given values, ignoring empty ones", () => {
    const config = readConfig({
      PORT: "4100",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://root@127.0.0.1:5432/test",
      TRUST_PROXY: "yes",
      DEMO_SEED: "0",
      HOST: "",
    });
    expect(config).toMatchObject({ PORT: 4100, DATA_DIR: "/tmp/x", TRUST_PROXY: true, DEMO_SEED: false, HOST: "0.0.0.0" });
  });

  it("names every bad variable in one clear message", () => {
    let error: unknown;
    try {
      readConfig({ PORT: "abc", DATABASE_URL: "mysql://x", REDIS_URL: "not a url", REQUEST_KEY: "zz", DEMO_SEED: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="abc": must be a number');
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("postgres://");
    expect(message).toContain("REDIS_URL");
    expect(message).toContain("REQUEST_KEY");
    expect(message).toContain("DEMO_SEED");
    expect(message).toContain("README.md");
  });

  it("refuses ports out of range", () => {
    expect(() => readConfig({ PORT: "70000" })).toThrow(/PORT="70000": must be between 0 and 65535/);
  });
});

describe("loadSecrets", () => {
  const folders: string[] = [];
  const newDataDir = () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vsport-secrets-"));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("generates secrets once under DATA_DIR with private permissions, then reuses them", () => {
    const dataDir = newDataDir();
    const config = readConfig({ DATA_DIR: dataDir });
    const first = loadSecrets(config);
    expect(first.requestKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first.responseKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first.requestKey).not.toBe(first.responseKey);
    expect(first.cookieSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(config)).toEqual(first);
  });

  it("prefers values from the environment", () => {
    const dataDir = newDataDir();
    const key = "00112233445566778899AABBCCDDEEFF";
    const secrets = loadSecrets(readConfig({ DATA_DIR: dataDir, REQUEST_KEY: key, COOKIE_SECRET: "x".repeat(40) }));
    expect(secrets.requestKey).toBe(key.toLowerCase());
    expect(secrets.cookieSecret).toBe("x".repeat(40));
    expect(JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")).requestKey).not.toBe(key.toLowerCase());
  });

  it("explains a damaged secrets file instead of silently replacing it", () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, "secrets.json"), "{not json");
    expect(() => loadSecrets(readConfig({ DATA_DIR: dataDir }))).toThrow(/damaged/);
  });
});
