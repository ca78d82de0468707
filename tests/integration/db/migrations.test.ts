import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../../server/db/migrate";
import { listConfigurations } from "../../../server/db/repositories/configurations";
import { listMenu } from "../../../server/db/repositories/menu";
import { databaseKinds, createTestDatabase, type TestDatabase } from "../../helpers/test-database";

const ALL_TABLES = [
  "audit_log",
  "captchas",
  "categories",
  "chat_messages",
  "chat_mutes",
  "competitions",
  "configurations",
  "feedback",
  "follows",
  "gift_sends",
  "gifts",
  "highlights",
  "incidents",
  "languages",
  "lineups",
  "live_rooms",
  "match_statistics",
  "matches",
  "menu_entries",
  "moderation_log",
  "notifications",
  "odds_history",
  "pages",
  "players",
  "points_ledger",
  "post_tags",
  "post_views",
  "posts",
  "published_standings",
  "push_subscriptions",
  "reservations",
  "room_broadcasts",
  "room_schedules",
  "room_viewer_samples",
  "seasons",
  "sessions",
  "sms_codes",
  "sports",
  "sports_imports",
  "stage_groups",
  "stages",
  "standing_adjustments",
  "tags",
  "team_follows",
  "teams",
  "users",
  "venues",
  "watch_progress",
];

async function tableNames(test: TestDatabase): Promise<string[]> {
  const result = await test.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe.each(databaseKinds())("migrations (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "blank" });
  });
  afterAll(() => test.cleanup());

  it("apply on an empty database", async () => {
    expect(await tableNames(test)).toEqual([]);
    await migrateDatabase(test.database);
    expect(await tableNames(test)).toEqual(ALL_TABLES);
    expect(await listConfigurations(test.database.db)).toEqual([]);
    expect(await listMenu(test.database.db)).toEqual([]);
  });

  it("are idempotent", async () => {
    const applied = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const before = await test.database.db.execute<{ n: number }>(applied);
    await migrateDatabase(test.database);
    await migrateDatabase(test.database);
    const after = await test.database.db.execute<{ n: number }>(applied);
    expect(after.rows).toEqual(before.rows);
    expect(before.rows[0]?.n).toBeGreaterThan(0);
    expect(await tableNames(test)).toEqual(ALL_TABLES);
  });

  it("report a missing migrations folder clearly", async () => {
    await expect(migrateDatabase(test.database, { migrationsFolder: "/nonexistent/migrations" })).rejects.toThrow(
      /No migrations found in \/nonexistent\/migrations/,
    );
  });

  it("answer ping", async () => {
    await expect(test.database.ping()).resolves.toBeUndefined();
  });
});
