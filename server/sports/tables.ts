// The sports data (docs/sports-data.md): what the importer loads from datasets/sports and the live
// feed updates. Ids, not names, are the keys; every imported row also has a stable `key` made from
// its source, so that importing again finds the row it made before (and changes nothing).
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Football and basketball; `code` is what the API and the URLs use. */
export const sports = pgTable("sports", {
  code: text("code").primaryKey(),
  nameVi: text("name_vi").notNull(),
  position: smallint("position").notNull(),
});

/** A league, cup or tournament, under its Vietnamese name (name_vi) when it has one. */
export const competitions = pgTable(
  "competitions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    slug: text("slug").notNull().unique(),
    sport: text("sport")
      .notNull()
      .references(() => sports.code),
    name: text("name").notNull(),
    nameVi: text("name_vi"),
    /** league, cup, tournament, qualification or friendly. */
    kind: text("kind").notNull(),
    /** The country of a national league; null for international competitions. */
    country: text("country"),
    /** Lower first in lists; competitions without a place come after, by name. */
    position: integer("position"),
    /** Where the data comes from and what its licence asks to show (docs/sports-data.md). */
    credit: text("credit").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
  },
  (table) => [index("competitions_sport_idx").on(table.sport, table.position)],
);

export const seasons = pgTable(
  "seasons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    /** "2024-25" or "2022". */
    code: text("code").notNull(),
    /** Local dates of the first and last match shipped. */
    startDate: date("start_date"),
    endDate: date("end_date"),
  },
  (table) => [unique("seasons_competition_code_key").on(table.competitionId, table.code)],
);

/** A phase of a season: the league, a group stage, a knockout round. */
export const stages = pgTable(
  "stages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** league, group or knockout. */
    kind: text("kind").notNull(),
    position: smallint("position").notNull(),
  },
  (table) => [unique("stages_season_name_key").on(table.seasonId, table.name)],
);

export const stageGroups = pgTable(
  "stage_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (table) => [unique("stage_groups_stage_name_key").on(table.stageId, table.name)],
);

/** Clubs and national teams (national teams under their Vietnamese names: server/sports/catalogue). */
export const teams = pgTable(
  "teams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull().unique(),
    slug: text("slug").notNull().unique(),
    sport: text("sport")
      .notNull()
      .references(() => sports.code),
    /** club or national. */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    nameVi: text("name_vi"),
    /** FIFA or league code when known. */
    code: text("code"),
    country: text("country"),
    /** Basketball: East / West, and the division. */
    conference: text("conference"),
    division: text("division"),
    /** Every name it is known by, lower case without diacritics, for search. */
    searchText: text("search_text").notNull().default(""),
  },
  (table) => [index("teams_sport_kind_idx").on(table.sport, table.kind)],
);

export const venues = pgTable("venues", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  city: text("city"),
  country: text("country"),
  capacity: integer("capacity"),
});

export const players = pgTable("players", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  givenName: text("given_name"),
  familyName: text("family_name"),
  birthDate: date("birth_date"),
  searchText: text("search_text").notNull().default(""),
});

/**
 * One match. Status Upcoming / Live / Ended (spec section 4); scores per phase as the source states
 * them: half-time, full-time (regular time), after extra time, the shoot-out; home_score and
 * away_score are the result without the shoot-out. A match whose source gives only a date has
 * kickoff_at null and its local date in kickoff_date.
 */
export const matches = pgTable(
  "matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull().unique(),
    slug: text("slug").notNull().unique(),
    sport: text("sport")
      .notNull()
      .references(() => sports.code),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id),
    stageId: integer("stage_id").references(() => stages.id),
    groupId: integer("group_id").references(() => stageGroups.id),
    round: text("round"),
    kickoffAt: timestamp("kickoff_at", { withTimezone: true }),
    /** The local date at the venue (the date the source gives). */
    kickoffDate: date("kickoff_date").notNull(),
    venueId: integer("venue_id").references(() => venues.id),
    neutral: boolean("neutral").notNull().default(false),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer("away_team_id")
      .notNull()
      .references(() => teams.id),
    status: text("status").notNull(),
    /** Live only (issue 9): "1H", "HT", "2H", "ET", "P", "Q1" … and the clock in seconds. */
    period: text("period"),
    clockSeconds: integer("clock_seconds"),
    homeScore: smallint("home_score"),
    awayScore: smallint("away_score"),
    htHome: smallint("ht_home"),
    htAway: smallint("ht_away"),
    ftHome: smallint("ft_home"),
    ftAway: smallint("ft_away"),
    etHome: smallint("et_home"),
    etAway: smallint("et_away"),
    penHome: smallint("pen_home"),
    penAway: smallint("pen_away"),
    /** home or away, when only the shoot-out's winner is known. */
    shootoutWinner: text("shootout_winner"),
    /** The source records this match was made from, one per line. */
    sources: text("sources").notNull(),
    /** A digest of everything imported for the match: an unchanged match is not written again. */
    importDigest: text("import_digest").notNull().default(""),
    /** A replay of a real match played again around now by the live feed (server/live/replay); null for real matches. */
    replayOf: integer("replay_of").references((): AnyPgColumn => matches.id, { onDelete: "cascade" }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("matches_replay_of_idx").on(table.replayOf),
    index("matches_kickoff_idx").on(table.kickoffDate, table.kickoffAt),
    index("matches_season_idx").on(table.seasonId, table.kickoffDate),
    index("matches_home_idx").on(table.homeTeamId, table.kickoffDate),
    index("matches_away_idx").on(table.awayTeamId, table.kickoffDate),
    index("matches_status_idx").on(table.status, table.kickoffAt),
    // The version of a competition's standings (server/sports/read/standings-cache.ts).
    index("matches_competition_idx").on(table.competitionId, table.updatedAt),
  ],
);

/** Spec sections 3 and 9: position 1 home, 2 away; type is the spec's incident code. */
export const incidents = pgTable(
  "incidents",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    position: smallint("position").notNull(),
    type: smallint("type").notNull(),
    minute: smallint("minute"),
    stoppage: smallint("stoppage").notNull().default(0),
    playerName: text("player_name"),
    inPlayerName: text("in_player_name"),
    outPlayerName: text("out_player_name"),
    playerId: integer("player_id").references(() => players.id),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.sequence] }), index("incidents_player_idx").on(table.playerId)],
);

/** Starting XI and substitutes; position 1 home, 2 away. */
export const lineups = pgTable(
  "lineups",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    sequence: smallint("sequence").notNull(),
    playerName: text("player_name").notNull(),
    playerId: integer("player_id").references(() => players.id),
    shirtNumber: smallint("shirt_number"),
    role: text("role"),
    starter: boolean("starter").notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.position, table.sequence] }), index("lineups_player_idx").on(table.playerId)],
);

/** Per-match statistics by code (possession, shots …), home and away; filled by feeds that have them. */
export const matchStatistics = pgTable(
  "match_statistics",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    home: integer("home").notNull(),
    away: integer("away").notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.code] })],
);

/** Points added or deducted by a competition's authority, with the reason shown beside the table. */
export const standingAdjustments = pgTable(
  "standing_adjustments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    points: smallint("points").notNull(),
    reason: text("reason").notNull(),
    source: text("source").notNull(),
  },
  (table) => [unique("standing_adjustments_key").on(table.seasonId, table.teamId, table.reason)],
);

/**
 * Tables as their source published them (V.League, the World Cup groups, NBA 2023-24): the
 * computed standings are checked against them; a season with no results shipped shows them, labelled.
 */
export const publishedStandings = pgTable(
  "published_standings",
  {
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    /** The group or conference, "" for a single table. */
    section: text("section").notNull(),
    position: smallint("position").notNull(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    played: smallint("played"),
    won: smallint("won").notNull(),
    drawn: smallint("drawn"),
    lost: smallint("lost").notNull(),
    goalsFor: smallint("goals_for"),
    goalsAgainst: smallint("goals_against"),
    points: smallint("points"),
    source: text("source").notNull(),
  },
  (table) => [primaryKey({ columns: [table.seasonId, table.section, table.teamId] })],
);

/** The last import: when, what it read and what it rejected (the full report is DATA_DIR/sports-import-report.json). */
export const sportsImports = pgTable("sports_imports", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  summary: text("summary").notNull(),
  durationMs: integer("duration_ms").notNull(),
});
