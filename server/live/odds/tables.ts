import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp } from "drizzle-orm/pg-core";
import { type OddsLine } from "../../../contract/live/messages";
import { matches } from "../../sports/tables";

/** Every price a match's odds had, in order: the last row is the current one (docs/odds.md). */
export const oddsHistory = pgTable(
  "odds_history",
  {
    id: serial("id").primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The match minute; null before kick-off. */
    minute: smallint("minute"),
    suspended: boolean("suspended").notNull(),
    lines: jsonb("lines").$type<OddsLine[]>().notNull(),
  },
  (table) => [index("odds_history_match_idx").on(table.matchId, table.id)],
);
