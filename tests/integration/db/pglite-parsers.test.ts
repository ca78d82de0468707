import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, numeric, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_PARSERS, withSharedParsers } from "../../../server/db/pglite-parsers";

const sample = pgTable("sample", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  localAt: timestamp("local_at", { mode: "string" }).notNull(),
  day: date("day").notNull(),
  length: interval("length").notNull(),
  amount: numeric("amount").notNull(),
  ats: timestamp("ats", { withTimezone: true, mode: "string" }).array().notNull(),
});

describe("PGlite with drizzle's parsers given once (server/db/pglite-parsers.ts)", () => {
  let client: PGlite;
  const queried: Array<Record<string, unknown> | undefined> = [];

  beforeAll(async () => {
    client = await PGlite.create({ parsers: DRIZZLE_TEXT_PARSERS });
    await client.exec(`create table sample (id integer primary key, at timestamptz not null, local_at timestamp not null,
      day date not null, length interval not null, amount numeric not null, ats timestamptz[] not null);
      insert into sample values (1, '2026-11-24 06:30:00+07', '2026-11-24 06:30:00', '2026-11-24', '90 minutes', '1.50',
      array['2026-11-24 00:00:00+00'::timestamptz]);`);
  });
  afterAll(() => client.close());

  it("reads every column as drizzle does over the bare client, without sending its parsers each time", async () => {
    const recorded = new Proxy(client, {
      get(target, property) {
        if (property === "query")
          return (text: string, params?: unknown[], options?: Record<string, unknown>) => {
            queried.push(options);
            return target.query(text, params, options);
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const shared = drizzle(withSharedParsers(recorded));
    const bare = drizzle(client);
    const [viaShared] = await shared.select().from(sample);
    const [viaBare] = await bare.select().from(sample);
    expect(viaShared).toEqual(viaBare);
    expect(viaShared?.at).toEqual(new Date("2026-11-23T23:30:00Z"));
    expect(viaShared?.length).toBe("01:30:00");
    expect(viaShared?.ats).toEqual(["2026-11-24 00:00:00+00"]);
    expect(await shared.execute(sql`select now() > '2000-01-01'::timestamptz as later`)).toMatchObject({ rows: [{ later: true }] });
    expect(queried.length).toBeGreaterThan(0);
    expect(queried.every((options) => options?.parsers === undefined)).toBe(true);
  });

  it("passes parsers on when they ask for something else", async () => {
    queried.length = 0;
    const shared = withSharedParsers(client);
    const result = await shared.query<{ n: unknown }>("select 41 as n", [], { parsers: { 23: (value: string) => Number(value) + 1 } });
    expect(result.rows).toEqual([{ n: 42 }]);
  });
});
