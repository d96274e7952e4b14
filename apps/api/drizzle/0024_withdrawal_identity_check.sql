ALTER TABLE "withdrawal_requests" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;