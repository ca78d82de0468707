CREATE TABLE "room_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"match_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_viewer_samples" (
	"broadcast_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "room_viewer_samples_broadcast_id_at_pk" PRIMARY KEY("broadcast_id","at")
);
--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "stream_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "publishing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "publish_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_broadcasts" ADD CONSTRAINT "room_broadcasts_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_broadcasts" ADD CONSTRAINT "room_broadcasts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_viewer_samples" ADD CONSTRAINT "room_viewer_samples_broadcast_id_room_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."room_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_broadcasts_room_idx" ON "room_broadcasts" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_broadcasts_on_air_idx" ON "room_broadcasts" USING btree ("room_id") WHERE "room_broadcasts"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_stream_key_unique" UNIQUE("stream_key");