CREATE TABLE "match_games" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"games" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_veto_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_veto_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"step" integer NOT NULL,
	"team_id" integer,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"map" text NOT NULL,
	"side" text,
	"timed_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_veto_steps_action_known" CHECK ("match_veto_steps"."action" IN ('ban', 'pick', 'side', 'decider'))
);
--> statement-breakpoint
CREATE TABLE "match_vetoes" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"mode" text NOT NULL,
	"best_of" integer NOT NULL,
	"pool" jsonb NOT NULL,
	"first_team_id" integer NOT NULL,
	"second_team_id" integer NOT NULL,
	"turn_due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_reports" ADD COLUMN "games" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "final_best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "third_place_match" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "grand_final" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_rounds" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_advance_wins" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_eliminate_losses" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_decider_best_of" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "group_stage" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "map_pool" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "veto" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "veto_step_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_games" ADD CONSTRAINT "match_games_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_games" ADD CONSTRAINT "match_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_veto_steps" ADD CONSTRAINT "match_veto_steps_match_id_match_vetoes_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match_vetoes"("match_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_veto_steps" ADD CONSTRAINT "match_veto_steps_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_veto_steps" ADD CONSTRAINT "match_veto_steps_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_veto_steps" ADD CONSTRAINT "match_veto_steps_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_vetoes" ADD CONSTRAINT "match_vetoes_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_vetoes" ADD CONSTRAINT "match_vetoes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_vetoes" ADD CONSTRAINT "match_vetoes_first_team_id_teams_id_fk" FOREIGN KEY ("first_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_vetoes" ADD CONSTRAINT "match_vetoes_second_team_id_teams_id_fk" FOREIGN KEY ("second_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_games_tournament_idx" ON "match_games" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_veto_steps_match_step_unique" ON "match_veto_steps" USING btree ("match_id","step");--> statement-breakpoint
CREATE INDEX "match_veto_steps_tournament_idx" ON "match_veto_steps" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "match_vetoes_due_idx" ON "match_vetoes" USING btree ("turn_due_at");--> statement-breakpoint
CREATE INDEX "match_vetoes_tournament_idx" ON "match_vetoes" USING btree ("tournament_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_best_of_known" CHECK ("tournaments"."best_of" IN (1, 3, 5, 7) AND "tournaments"."final_best_of" IN (1, 3, 5, 7));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_grand_final_known" CHECK ("tournaments"."grand_final" IN ('simple', 'double'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_veto_known" CHECK ("tournaments"."veto" IN ('none', 'bans', 'ban_pick', 'schedule'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_veto_step_range" CHECK ("tournaments"."veto_step_seconds" BETWEEN 10 AND 600);--> statement-breakpoint
-- Decision 0039: a series' games show on the bracket, so writing them renews the bracket's version (decision 0036).
CREATE TRIGGER "match_games_version_insert" AFTER INSERT ON "match_games" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "match_games_version_update" AFTER UPDATE ON "match_games" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "match_games_version_delete" AFTER DELETE ON "match_games" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
