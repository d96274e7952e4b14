ALTER TABLE "notifications" DROP CONSTRAINT "notifications_event_id_domain_events_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_match_ready_idx" ON "domain_events" USING btree ("match_id","team_id") WHERE "domain_events"."type" = 'match.ready';