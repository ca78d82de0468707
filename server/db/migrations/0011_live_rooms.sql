CREATE TABLE "live_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"anchor_id" integer NOT NULL,
	"name" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"notification" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'football' NOT NULL,
	"cover_path" text,
	"stream_url" text DEFAULT '' NOT NULL,
	"stream_name" text DEFAULT '' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"live_since" timestamp with time zone,
	"line1" text DEFAULT '' NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"match_id" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rooms_slug_unique" UNIQUE("slug"),
	CONSTRAINT "live_rooms_anchor_id_unique" UNIQUE("anchor_id")
);
--> statement-breakpoint
CREATE TABLE "room_schedules" (
	"room_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_schedules_room_id_match_id_pk" PRIMARY KEY("room_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_beat_at" timestamp with time zone,
	"day" text DEFAULT '' NOT NULL,
	"day_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"muted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mutes_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"actor_id" integer,
	"target_user_id" integer,
	"action" text NOT NULL,
	"duration" text,
	"until" timestamp with time zone,
	"message_id" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"gift_code" text NOT NULL,
	"count" integer NOT NULL,
	"points" integer NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"cost" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- "grow" held the login streak; it is now the experience, as on the wire (decision 034).
UPDATE "users" SET "login_streak" = "grow", "grow" = 0;--> statement-breakpoint
-- The gift catalogue is reference data: every site has it (costs in points).
INSERT INTO "gifts" ("code", "name", "icon", "cost", "position") VALUES
  ('hoa-hong', 'Bông hồng', '/img/gifts/hoa-hong.svg', 50, 1),
  ('qua-bong', 'Quả bóng', '/img/gifts/qua-bong.svg', 100, 2),
  ('cup-vang', 'Cúp vàng', '/img/gifts/cup-vang.svg', 200, 3),
  ('phao-hoa', 'Pháo hoa', '/img/gifts/phao-hoa.svg', 500, 4);--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_schedules" ADD CONSTRAINT "room_schedules_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_schedules" ADD CONSTRAINT "room_schedules_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_gift_code_gifts_code_fk" FOREIGN KEY ("gift_code") REFERENCES "public"."gifts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_rooms_match_idx" ON "live_rooms" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "live_rooms_live_idx" ON "live_rooms" USING btree ("is_live");--> statement-breakpoint
CREATE INDEX "room_schedules_match_idx" ON "room_schedules" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_key_idx" ON "chat_messages" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_log_at_idx" ON "moderation_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "moderation_log_room_idx" ON "moderation_log" USING btree ("room_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_request_idx" ON "gift_sends" USING btree ("sender_id","request_key");--> statement-breakpoint
CREATE INDEX "gift_sends_room_idx" ON "gift_sends" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_sends_anchor_idx" ON "gift_sends" USING btree ("anchor_id","created_at");