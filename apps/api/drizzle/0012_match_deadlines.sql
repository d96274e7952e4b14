CREATE TABLE "match_deadlines" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"report_deadline" timestamp with time zone,
	"warn_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"state" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "match_deadlines_state_known" CHECK ("match_deadlines"."state" IN ('open', 'auto_confirmed', 'no_show', 'disputed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_report_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_deadlines" ADD CONSTRAINT "match_deadlines_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_deadlines" ADD CONSTRAINT "match_deadlines_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_deadlines_due_idx" ON "match_deadlines" USING btree ("state","report_deadline");--> statement-breakpoint
CREATE INDEX "match_deadlines_tournament_idx" ON "match_deadlines" USING btree ("tournament_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_match_report_minutes_range" CHECK ("tournaments"."match_report_minutes" BETWEEN 0 AND 10080);