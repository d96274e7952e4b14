CREATE TABLE "tournament_entry_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_entry_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tokens_paid" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tournament_entry_players" ADD CONSTRAINT "tournament_entry_players_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_players" ADD CONSTRAINT "tournament_entry_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_players" ADD CONSTRAINT "tournament_entry_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entry_players_active_unique" ON "tournament_entry_players" USING btree ("tournament_id","user_id") WHERE "tournament_entry_players"."active" = 1;--> statement-breakpoint
CREATE INDEX "tournament_entry_players_entry_idx" ON "tournament_entry_players" USING btree ("entry_id");