CREATE TABLE "match_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_match_id_bracket_records_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bracket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_evidence_match_team_idx" ON "match_evidence" USING btree ("match_id","team_id","id");--> statement-breakpoint
CREATE INDEX "match_evidence_tournament_idx" ON "match_evidence" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_evidence_path_unique" ON "match_evidence" USING btree ("path");