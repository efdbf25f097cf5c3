ALTER TABLE "cases" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cases_held_idx" ON "cases" USING btree ("held_at") WHERE "cases"."held_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");