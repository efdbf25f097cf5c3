CREATE TABLE "unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_endpoint_unique";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_email_status_check";--> statement-breakpoint
DROP INDEX "push_subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_attempt" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "over_cap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unsubscribe_links" ADD CONSTRAINT "unsubscribe_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unsubscribe_links_user_kind" ON "unsubscribe_links" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint" ON "push_subscriptions" USING btree ("user_id","endpoint");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_status_check" CHECK ("notifications"."email_status" IN ('sending','sent','digest','skipped'));