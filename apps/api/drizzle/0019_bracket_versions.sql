CREATE SEQUENCE "public"."bracket_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bracket_versions" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bracket_versions" ADD CONSTRAINT "bracket_versions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bracket_records_round_idx" ON "bracket_records" USING btree ("tournament_id","table_name",("data" ->> 'round_id'));--> statement-breakpoint
-- Decision 0036: every statement that writes a tournament's bracket records or score reports gives its bracket a
-- new version (one per statement, whatever the number of rows), so a bracket view cached at one version is
-- never served after a change, on any instance and whichever code path made it. Versions come from one
-- sequence: a number is never used twice, even by a change that rolled back or after the tables were emptied.
CREATE FUNCTION "bracket_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "bracket_versions" ("tournament_id", "version")
	SELECT "changed"."tournament_id", nextval('bracket_version_seq')
	FROM (SELECT DISTINCT "tournament_id" FROM "changed_rows") AS "changed"
	ON CONFLICT ("tournament_id") DO UPDATE SET "version" = excluded."version";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bracket_records_version_insert" AFTER INSERT ON "bracket_records" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "bracket_records_version_update" AFTER UPDATE ON "bracket_records" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "bracket_records_version_delete" AFTER DELETE ON "bracket_records" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "match_reports_version_insert" AFTER INSERT ON "match_reports" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "match_reports_version_update" AFTER UPDATE ON "match_reports" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "match_reports_version_delete" AFTER DELETE ON "match_reports" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bracket_version_bump"();
