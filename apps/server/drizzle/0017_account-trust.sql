ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_new_email_check";--> statement-breakpoint
ALTER TABLE "user_reports" DROP CONSTRAINT "user_reports_reported_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_reports" ALTER COLUMN "reported_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" IN ('verify_email','reset_password','change_email','undo_email_change'));--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_new_email_check" CHECK (("email_tokens"."purpose" IN ('change_email','undo_email_change')) = ("email_tokens"."new_email" IS NOT NULL));