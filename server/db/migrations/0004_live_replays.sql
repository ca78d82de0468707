ALTER TABLE "matches" ADD COLUMN "replay_of" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_replay_of_matches_id_fk" FOREIGN KEY ("replay_of") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_replay_of_idx" ON "matches" USING btree ("replay_of");