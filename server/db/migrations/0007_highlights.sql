CREATE TABLE "highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"match_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"duration_seconds" smallint NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"webm_path" text NOT NULL,
	"mp4_path" text NOT NULL,
	"poster_path" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "highlights_match_idx" ON "highlights" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "highlights_published_idx" ON "highlights" USING btree ("published_at","id");