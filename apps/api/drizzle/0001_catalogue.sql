CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_name" text NOT NULL,
	"game_banner" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"contact_number" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"position" integer NOT NULL,
	"key_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_accepted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_is_accepted_range" CHECK ("team_members"."is_accepted" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_name" text NOT NULL,
	"slug" text NOT NULL,
	"captain_id" integer NOT NULL,
	"total_players" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"invite_token" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_total_players_range" CHECK ("teams"."total_players" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"captain_id" integer NOT NULL,
	"entry_fee_paid" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"seed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"tournament_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tournament_banner" text,
	"tournament_category" text DEFAULT 'regular' NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"total_teams" integer NOT NULL,
	"region" text NOT NULL,
	"team_size" integer NOT NULL,
	"tournament_start_date" timestamp with time zone NOT NULL,
	"tournament_end_date" timestamp with time zone NOT NULL,
	"registration_deadline_date" timestamp with time zone NOT NULL,
	"winning_prize_pence" integer DEFAULT 0 NOT NULL,
	"tournament_state" text DEFAULT 'pending' NOT NULL,
	"overview_description" text DEFAULT '' NOT NULL,
	"prize_description" text DEFAULT '' NOT NULL,
	"bracket_image_url" text,
	"bracket_format" text DEFAULT 'single_elimination' NOT NULL,
	"seeding" text DEFAULT 'random' NOT NULL,
	"prize_split" jsonb DEFAULT '[100]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_team_size_range" CHECK ("tournaments"."team_size" BETWEEN 1 AND 4),
	CONSTRAINT "tournaments_total_teams_range" CHECK ("tournaments"."total_teams" BETWEEN 2 AND 1024),
	CONSTRAINT "tournaments_entry_fee_non_negative" CHECK ("tournaments"."entry_fee" >= 0),
	CONSTRAINT "tournaments_prize_non_negative" CHECK ("tournaments"."winning_prize_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_name_lower_unique" ON "games" USING btree (lower("game_name"));--> statement-breakpoint
CREATE INDEX "games_listing_idx" ON "games" USING btree ("archived_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_entries_page_position_unique" ON "page_entries" USING btree ("page","position");--> statement-breakpoint
CREATE INDEX "page_entries_page_idx" ON "page_entries" USING btree ("page");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user_unique" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_captain_idx" ON "teams" USING btree ("captain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_invite_token_unique" ON "teams" USING btree ("invite_token");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_active_unique" ON "tournament_entries" USING btree ("tournament_id","team_id") WHERE "tournament_entries"."status" = 'active';--> statement-breakpoint
CREATE INDEX "tournament_entries_tournament_idx" ON "tournament_entries" USING btree ("tournament_id","status");--> statement-breakpoint
CREATE INDEX "tournament_entries_team_idx" ON "tournament_entries" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "tournaments_state_start_idx" ON "tournaments" USING btree ("tournament_state","tournament_start_date");--> statement-breakpoint
CREATE INDEX "tournaments_game_state_idx" ON "tournaments" USING btree ("game_id","tournament_state","tournament_start_date");--> statement-breakpoint
CREATE INDEX "tournaments_region_idx" ON "tournaments" USING btree ("region");