CREATE TABLE "ladder_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ladder_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ladder_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"opponent_team_id" integer,
	"accepted_team_id" integer,
	"best_of" integer DEFAULT 1 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"match_id" integer,
	"created_by" integer NOT NULL,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ladder_challenges_best_of_known" CHECK ("ladder_challenges"."best_of" IN (1, 3, 5, 7)),
	CONSTRAINT "ladder_challenges_window_order" CHECK ("ladder_challenges"."window_end" > "ladder_challenges"."window_start"),
	CONSTRAINT "ladder_challenges_status_known" CHECK ("ladder_challenges"."status" IN ('open', 'accepted', 'completed', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "ladder_teams" (
	"ladder_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"joined_by" integer NOT NULL,
	"entry_fee_paid" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"forfeits" integer DEFAULT 0 NOT NULL,
	"final_rank" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ladder_teams_ladder_id_team_id_pk" PRIMARY KEY("ladder_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "ladders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ladders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"team_size" integer NOT NULL,
	"name" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"season_start" timestamp with time zone NOT NULL,
	"season_end" timestamp with time zone NOT NULL,
	"top_n" integer NOT NULL,
	"playoff_tournament_id" integer,
	"entry_fee" bigint DEFAULT 0 NOT NULL,
	"match_tournament_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ladders_team_size_range" CHECK ("ladders"."team_size" BETWEEN 1 AND 4),
	CONSTRAINT "ladders_top_n_range" CHECK ("ladders"."top_n" BETWEEN 2 AND 1024),
	CONSTRAINT "ladders_entry_fee_non_negative" CHECK ("ladders"."entry_fee" >= 0),
	CONSTRAINT "ladders_season_order" CHECK ("ladders"."season_end" > "ladders"."season_start"),
	CONSTRAINT "ladders_state_known" CHECK ("ladders"."state" IN ('open', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"team_size" integer NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"rating" integer NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"last_change" integer DEFAULT 0 NOT NULL,
	"region" text,
	"listed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ratings_user_id_game_id_team_size_pk" PRIMARY KEY("user_id","game_id","team_size"),
	CONSTRAINT "player_ratings_team_size_range" CHECK ("player_ratings"."team_size" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "rated_matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rated_matches_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"team_size" integer NOT NULL,
	"opponent1_team_id" integer NOT NULL,
	"opponent2_team_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"opponent1_score" integer,
	"opponent2_score" integer,
	"rated" integer DEFAULT 1 NOT NULL,
	"unrated_reason" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rated_matches_outcome_known" CHECK ("rated_matches"."outcome" IN ('opponent1', 'opponent2', 'draw'))
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rating_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"team_size" integer NOT NULL,
	"team_id" integer NOT NULL,
	"result" text NOT NULL,
	"mu_before" double precision NOT NULL,
	"sigma_before" double precision NOT NULL,
	"mu_after" double precision NOT NULL,
	"sigma_after" double precision NOT NULL,
	"rating_before" integer NOT NULL,
	"rating_after" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "kind" text DEFAULT 'cup' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "platform_ids_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "winnings_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_ladder_id_ladders_id_fk" FOREIGN KEY ("ladder_id") REFERENCES "public"."ladders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_opponent_team_id_teams_id_fk" FOREIGN KEY ("opponent_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_accepted_team_id_teams_id_fk" FOREIGN KEY ("accepted_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_teams" ADD CONSTRAINT "ladder_teams_ladder_id_ladders_id_fk" FOREIGN KEY ("ladder_id") REFERENCES "public"."ladders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_teams" ADD CONSTRAINT "ladder_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_teams" ADD CONSTRAINT "ladder_teams_joined_by_users_id_fk" FOREIGN KEY ("joined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladders" ADD CONSTRAINT "ladders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladders" ADD CONSTRAINT "ladders_playoff_tournament_id_tournaments_id_fk" FOREIGN KEY ("playoff_tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladders" ADD CONSTRAINT "ladders_match_tournament_id_tournaments_id_fk" FOREIGN KEY ("match_tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD CONSTRAINT "rated_matches_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD CONSTRAINT "rated_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD CONSTRAINT "rated_matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD CONSTRAINT "rated_matches_opponent1_team_id_teams_id_fk" FOREIGN KEY ("opponent1_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD CONSTRAINT "rated_matches_opponent2_team_id_teams_id_fk" FOREIGN KEY ("opponent2_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_match_id_rated_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."rated_matches"("match_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ladder_challenges_ladder_idx" ON "ladder_challenges" USING btree ("ladder_id","status","id");--> statement-breakpoint
CREATE INDEX "ladder_challenges_team_idx" ON "ladder_challenges" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "ladder_challenges_opponent_idx" ON "ladder_challenges" USING btree ("opponent_team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_challenges_match_unique" ON "ladder_challenges" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "ladder_teams_standings_idx" ON "ladder_teams" USING btree ("ladder_id","points" DESC NULLS LAST,"wins" DESC NULLS LAST,"team_id");--> statement-breakpoint
CREATE INDEX "ladder_teams_team_idx" ON "ladder_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ladders_match_tournament_unique" ON "ladders" USING btree ("match_tournament_id");--> statement-breakpoint
CREATE INDEX "ladders_state_end_idx" ON "ladders" USING btree ("state","season_end");--> statement-breakpoint
CREATE INDEX "ladders_game_idx" ON "ladders" USING btree ("game_id","team_size");--> statement-breakpoint
CREATE INDEX "player_ratings_ranked_idx" ON "player_ratings" USING btree ("game_id","team_size","rating" DESC NULLS LAST,"user_id") WHERE "player_ratings"."listed" AND "player_ratings"."matches" >= 10;--> statement-breakpoint
CREATE INDEX "player_ratings_ranked_region_idx" ON "player_ratings" USING btree ("game_id","team_size","region","rating" DESC NULLS LAST,"user_id") WHERE "player_ratings"."listed" AND "player_ratings"."matches" >= 10;--> statement-breakpoint
CREATE INDEX "player_ratings_provisional_idx" ON "player_ratings" USING btree ("game_id","team_size","rating" DESC NULLS LAST,"user_id") WHERE "player_ratings"."listed" AND "player_ratings"."matches" < 10;--> statement-breakpoint
CREATE INDEX "player_ratings_provisional_region_idx" ON "player_ratings" USING btree ("game_id","team_size","region","rating" DESC NULLS LAST,"user_id") WHERE "player_ratings"."listed" AND "player_ratings"."matches" < 10;--> statement-breakpoint
CREATE INDEX "player_ratings_regions_idx" ON "player_ratings" USING btree ("game_id","team_size","region");--> statement-breakpoint
CREATE UNIQUE INDEX "rated_matches_seq_unique" ON "rated_matches" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "rated_matches_game_size_seq_idx" ON "rated_matches" USING btree ("game_id","team_size","seq");--> statement-breakpoint
CREATE INDEX "rated_matches_team1_idx" ON "rated_matches" USING btree ("opponent1_team_id","seq");--> statement-breakpoint
CREATE INDEX "rated_matches_team2_idx" ON "rated_matches" USING btree ("opponent2_team_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_changes_match_user_unique" ON "rating_changes" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE INDEX "rating_changes_player_idx" ON "rating_changes" USING btree ("user_id","game_id","team_size","seq");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_kind_known" CHECK ("tournaments"."kind" IN ('cup', 'ladder'));