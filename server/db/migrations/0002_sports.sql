CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"name_vi" text,
	"kind" text NOT NULL,
	"country" text,
	"position" integer,
	"credit" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "competitions_code_unique" UNIQUE("code"),
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"match_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" smallint NOT NULL,
	"minute" smallint,
	"stoppage" smallint DEFAULT 0 NOT NULL,
	"player_name" text,
	"in_player_name" text,
	"out_player_name" text,
	"player_id" integer,
	CONSTRAINT "incidents_match_id_sequence_pk" PRIMARY KEY("match_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "lineups" (
	"match_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"sequence" smallint NOT NULL,
	"player_name" text NOT NULL,
	"player_id" integer,
	"shirt_number" smallint,
	"role" text,
	"starter" boolean NOT NULL,
	CONSTRAINT "lineups_match_id_position_sequence_pk" PRIMARY KEY("match_id","position","sequence")
);
--> statement-breakpoint
CREATE TABLE "match_statistics" (
	"match_id" integer NOT NULL,
	"code" text NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	CONSTRAINT "match_statistics_match_id_code_pk" PRIMARY KEY("match_id","code")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"sport" text NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"stage_id" integer,
	"group_id" integer,
	"round" text,
	"kickoff_at" timestamp with time zone,
	"kickoff_date" date NOT NULL,
	"venue_id" integer,
	"neutral" boolean DEFAULT false NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"status" text NOT NULL,
	"period" text,
	"clock_seconds" integer,
	"home_score" smallint,
	"away_score" smallint,
	"ht_home" smallint,
	"ht_away" smallint,
	"ft_home" smallint,
	"ft_away" smallint,
	"et_home" smallint,
	"et_away" smallint,
	"pen_home" smallint,
	"pen_away" smallint,
	"shootout_winner" text,
	"sources" text NOT NULL,
	"import_digest" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_key_unique" UNIQUE("key"),
	CONSTRAINT "matches_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"birth_date" date,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "players_key_unique" UNIQUE("key"),
	CONSTRAINT "players_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "published_standings" (
	"season_id" integer NOT NULL,
	"section" text NOT NULL,
	"position" smallint NOT NULL,
	"team_id" integer NOT NULL,
	"played" smallint,
	"won" smallint NOT NULL,
	"drawn" smallint,
	"lost" smallint NOT NULL,
	"goals_for" smallint,
	"goals_against" smallint,
	"points" smallint,
	"source" text NOT NULL,
	CONSTRAINT "published_standings_season_id_section_team_id_pk" PRIMARY KEY("season_id","section","team_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competition_id" integer NOT NULL,
	"code" text NOT NULL,
	"start_date" date,
	"end_date" date,
	CONSTRAINT "seasons_competition_code_key" UNIQUE("competition_id","code")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"code" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stage_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "stage_groups_stage_name_key" UNIQUE("stage_id","name")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "stages_season_name_key" UNIQUE("season_id","name")
);
--> statement-breakpoint
CREATE TABLE "standing_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" smallint NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "standing_adjustments_key" UNIQUE("season_id","team_id","reason")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"sport" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_vi" text,
	"code" text,
	"country" text,
	"conference" text,
	"division" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "teams_key_unique" UNIQUE("key"),
	CONSTRAINT "teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"country" text,
	"capacity" integer,
	CONSTRAINT "venues_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_sports_code_fk" FOREIGN KEY ("sport") REFERENCES "public"."sports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_sports_code_fk" FOREIGN KEY ("sport") REFERENCES "public"."sports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_group_id_stage_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."stage_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_standings" ADD CONSTRAINT "published_standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_standings" ADD CONSTRAINT "published_standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_groups" ADD CONSTRAINT "stage_groups_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_adjustments" ADD CONSTRAINT "standing_adjustments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_adjustments" ADD CONSTRAINT "standing_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_sports_code_fk" FOREIGN KEY ("sport") REFERENCES "public"."sports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_sport_idx" ON "competitions" USING btree ("sport","position");--> statement-breakpoint
CREATE INDEX "incidents_player_idx" ON "incidents" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "lineups_player_idx" ON "lineups" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff_date","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id","kickoff_date");--> statement-breakpoint
CREATE INDEX "matches_home_idx" ON "matches" USING btree ("home_team_id","kickoff_date");--> statement-breakpoint
CREATE INDEX "matches_away_idx" ON "matches" USING btree ("away_team_id","kickoff_date");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status","kickoff_at");--> statement-breakpoint
CREATE INDEX "teams_sport_kind_idx" ON "teams" USING btree ("sport","kind");