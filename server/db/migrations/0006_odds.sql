CREATE TABLE "odds_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"minute" smallint,
	"suspended" boolean NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "odds_history" ADD CONSTRAINT "odds_history_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "odds_history_match_idx" ON "odds_history" USING btree ("match_id","id");