CREATE TABLE "bracket_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bracket_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "bracket_records_table_name_known" CHECK ("bracket_records"."table_name" IN ('participant', 'stage', 'group', 'round', 'match', 'match_game'))
);
--> statement-breakpoint
CREATE TABLE "match_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"own_score" integer NOT NULL,
	"opponent_score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reports_own_score_range" CHECK ("match_reports"."own_score" BETWEEN 0 AND 999),
	CONSTRAINT "match_reports_opponent_score_range" CHECK ("match_reports"."opponent_score" BETWEEN 0 AND 999)
);
--> statement-breakpoint
CREATE TABLE "match_result_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_result_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bracket_records" ADD CONSTRAINT "bracket_records_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_result_audit" ADD CONSTRAINT "match_result_audit_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_result_audit" ADD CONSTRAINT "match_result_audit_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_result_audit" ADD CONSTRAINT "match_result_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bracket_records_tournament_table_idx" ON "bracket_records" USING btree ("tournament_id","table_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_reports_match_team_unique" ON "match_reports" USING btree ("match_id","team_id");--> statement-breakpoint
CREATE INDEX "match_reports_tournament_idx" ON "match_reports" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "match_result_audit_tournament_idx" ON "match_result_audit" USING btree ("tournament_id","id");