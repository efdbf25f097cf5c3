DROP INDEX "cases_creator_idx";--> statement-breakpoint
CREATE INDEX "cases_creator_country_idx" ON "cases" USING btree ("creator_id","country","created_at" DESC NULLS LAST);