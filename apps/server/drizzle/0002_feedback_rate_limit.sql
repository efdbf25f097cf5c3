CREATE INDEX "bug_reports_user_idx" ON "bug_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","created_at");