import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DatabaseUnavailableError, openDatabase } from "../../../server/db/client";
import { createPgliteInChildProcess, holdsDatabase } from "../../../server/db/create-pglite";
import { listMenu } from "../../../server/db/repositories/menu";
import { redactDatabaseUrl } from "../../../server/db/errors";
import { TEST_TMP_DIR } from "../../setup/pglite-template";

describe("openDatabase errors", () => {
  const folder = path.join(TEST_TMP_DIR, `open-errors-${process.pid}-${Date.now()}`);
  beforeAll(() => mkdir(folder, { recursive: true }));
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("rejects on the refusal itself, with a clear message, when PostgreSQL is unreachable", async () => {
    const opening = openDatabase({
      dataDir: folder,
      databaseUrl: "postgres://vsport:s3cret-pass@127.0.0.1:1/vsport",
      // Far beyond the test's timeout: waiting for it instead of giving up on ECONNREFUSED fails the test.
      connectTimeoutMs: 10 * 60_000,
    });
    const error = await opening.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof DatabaseUnavailableError)) throw new Error("expected a DatabaseUnavailableError");
    const message = error.message;
    expect(message).toContain("Cannot connect to PostgreSQL at postgres://vsport@127.0.0.1:1/vsport");
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).not.toContain("s3cret-pass");
  });

  it("rejects a DATABASE_URL that is not a PostgreSQL URL", async () => {
    await expect(openDatabase({ dataDir: folder, databaseUrl: "mysql://root@localhost/x" })).rejects.toThrow(DatabaseUnavailableError);
    await expect(openDatabase({ dataDir: folder, databaseUrl: "not a url" })).rejects.toThrow(/DATABASE_URL is not a valid URL/);
  });

  it("rejects with a clear message when the PGlite folder is a file, before loading PGlite", async () => {
    const file = path.join(folder, "not-a-folder");
    await writeFile(file, "x");
    const opening = openDatabase({ dataDir: folder, pgliteDir: file });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // The folder check's message, not PGlite's ("PGlite could not open..."): PGlite was never started.
    await expect(opening).rejects.toThrow(`The PGlite database folder ${file} cannot be used`);
  });

  it("rejects when the data folder sits under a file", async () => {
    const file = path.join(folder, "plain-file");
    await writeFile(file, "x");
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(`The PGlite database folder ${path.join(file, "db")} cannot be used`);
  });
});

describe("a new PGlite database", () => {
  const folder = path.join(TEST_TMP_DIR, `open-new-${process.pid}-${Date.now()}`);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("is created by initdb in a child process, whose memory leaves with it", async () => {
    const target = path.join(folder, "created");
    expect(holdsDatabase(target)).toBe(false);
    await createPgliteInChildProcess(target);
    expect(holdsDatabase(target)).toBe(true);
  }, 120_000); // initdb in a child: seconds alone, much longer on a loaded machine

  it("starts as a copy of the template when one is given, already migrated and seeded", async () => {
    const database = await openDatabase({
      dataDir: folder,
      pgliteDir: path.join(folder, "copied"),
      pgliteTemplateDir: inject("pgliteTemplateDir"),
    });
    try {
      expect((await listMenu(database.db)).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it("opens with small shared buffers (16 MB, not PostgreSQL's 128 MB), also when it already existed", async () => {
    const database = await openDatabase({ dataDir: folder, pgliteDir: path.join(folder, "created") });
    try {
      const shown = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(shown.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  });
});

describe("redactDatabaseUrl", () => {
  it("drops the password and secret parameters", () => {
    expect(redactDatabaseUrl("postgres://u:p%40ss@db.example:5432/site?sslmode=require&password=x")).toBe(
      "postgres://u@db.example:5432/site?sslmode=require",
    );
    expect(redactDatabaseUrl("::")).toBe("(unparseable URL)");
  });
});
