import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase } from "../../server/db/client";
import { defaultDatabaseTemplateDir } from "../../server/db/database-template";
import { importShippedSportsData } from "../../server/sports/import/shipped";
import { migrateDatabase } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { type Database, type DatabaseDriver } from "../../server/db/types";
import { buildPgliteTemplate, TEST_TMP_DIR } from "../setup/pglite-template";

/**
 * Databases for tests, one per call, never shared between test files:
 * - PGlite: a copy of the template folder prepared once per run by tests/setup/pglite-template.ts
 *   (copied under tests/.tmp, or VSPORT_TEST_TMP_DIR), deleted by cleanup();
 * - PostgreSQL (only when TEST_DATABASE_URL is set): a freshly created database with a unique name
 *   on that server, dropped by cleanup().
 */

export interface TestDatabase {
  database: Database;
  /** Closes the database and deletes it (folder or PostgreSQL database). */
  cleanup(): Promise<void>;
}

/** blank: no tables; migrated: tables, no rows; seeded: tables and seed rows; shipped: also the sports data, as `npm run build` leaves it. */
export type TemplateStage = "blank" | "migrated" | "seeded" | "shipped";

export interface TestDatabaseOptions {
  /** Default "seeded". */
  stage?: TemplateStage;
}

/** The drivers to test against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseDriver[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

function uniqueSuffix(): string {
  return `${process.pid}-${Date.now()}-${randomBytes(4).toString("hex")}`;
}

/** Copies a database folder (~1,000 files); the cp command does it several times faster than fs.cp. */
export async function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform === "win32") await cp(from, to, { recursive: true });
  else await promisify(execFile)("cp", ["-R", from, to]);
}

/**
 * Takes a copy of the seeded template back to an earlier stage with SQL, which costs milliseconds
 * where creating a blank PGlite database costs seconds: "migrated" empties every table (migration
 * journal kept), "blank" drops every table and the journal, as on a database never migrated.
 */
async function rewindPglite(database: Database, stage: TemplateStage): Promise<void> {
  if (stage === "seeded" || stage === "shipped") return;
  const { rows } = await database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = sql.join(
    rows.map((row) => sql.identifier(row.tablename)),
    sql`, `,
  );
  if (stage === "migrated") {
    if (rows.length > 0) await database.db.execute(sql`truncate table ${tables} restart identity cascade`);
    return;
  }
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  if (rows.length > 0) await database.db.execute(sql`drop table ${tables} cascade`);
}

async function createPgliteTestDatabase(stage: TemplateStage): Promise<TestDatabase> {
  const folder = path.join(TEST_TMP_DIR, `pglite-db-${uniqueSuffix()}`);
  await mkdir(TEST_TMP_DIR, { recursive: true });
  // The shipped data comes from the template `npm run build` made (its import takes seconds, so it is made once).
  const template = stage === "shipped" ? defaultDatabaseTemplateDir() : inject("pgliteTemplateDir");
  // Without the global setup (not registered in the vitest config) each database is built from
  // scratch, which is correct but costs seconds.
  if (template) await copyFolder(template, folder);
  else await buildPgliteTemplate(folder);
  const database = await openDatabase({ dataDir: folder, pgliteDir: folder });
  const cleanup = async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await rewindPglite(database, stage);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { database, cleanup };
}

async function withAdminClient<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDatabase(stage: TemplateStage): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: PostgreSQL tests cannot run");
  const name = `vsport_test_${uniqueSuffix().replaceAll("-", "_")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const dropDatabase = () => withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  let database: Database;
  try {
    database = await openDatabase({ dataDir: TEST_TMP_DIR, databaseUrl: url.toString(), maxConnections: 4 });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  try {
    if (stage !== "blank") await migrateDatabase(database);
    if (stage === "seeded" || stage === "shipped") await seedDatabase(database);
    if (stage === "shipped") await importShippedSportsData(database.db);
  } catch (error) {
    await database.close();
    await dropDatabase();
    throw error;
  }
  return {
    database,
    async cleanup() {
      await database.close();
      await dropDatabase();
    },
  };
}

/** A database of the given kind, migrated and seeded unless `options.stage` says otherwise. */
export async function createTestDatabase(kind: DatabaseDriver, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const stage = options.stage ?? "seeded";
  return kind === "pglite" ? createPgliteTestDatabase(stage) : createPostgresTestDatabase(stage);
}
