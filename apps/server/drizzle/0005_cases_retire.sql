DROP INDEX "cases_recent_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "touched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archive_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "keep_listed_token_hash" text;--> statement-breakpoint
-- Existing cases were last touched by their latest update or response (docs/decisions/0016).
UPDATE "cases" SET "touched_at" = GREATEST("created_at", "updated_at", COALESCE((SELECT max("comments"."created_at") FROM "comments" WHERE "comments"."case_id" = "cases"."id"), "created_at"));--> statement-breakpoint
CREATE INDEX "cases_stale_idx" ON "cases" USING btree ("touched_at") WHERE "cases"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_recent_idx" ON "cases" USING btree ("country","created_at" DESC NULLS LAST) WHERE NOT "cases"."paused" AND "cases"."resolved_at" IS NULL AND "cases"."hidden_at" IS NULL AND "cases"."archived_at" IS NULL;