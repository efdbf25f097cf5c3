CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" IN ('open','dismissed','actioned')),
	CONSTRAINT "disputes_reason_length" CHECK (char_length("disputes"."reason") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "trade_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trade" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_region" text NOT NULL,
	"photo_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "trade_applications_status_check" CHECK ("trade_applications"."status" IN ('open','dismissed','actioned')),
	CONSTRAINT "trade_applications_trade_check" CHECK ("trade_applications"."trade" IN ('plumber','electrician')),
	CONSTRAINT "trade_applications_licence_number_length" CHECK (char_length("trade_applications"."licence_number") BETWEEN 1 AND 50),
	CONSTRAINT "trade_applications_licence_region_length" CHECK (char_length("trade_applications"."licence_region") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open" ON "disputes" USING btree ("case_id","user_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_applications_one_open" ON "trade_applications" USING btree ("user_id","trade") WHERE "trade_applications"."status" = 'open';--> statement-breakpoint
CREATE INDEX "trade_applications_status_idx" ON "trade_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_reason_length" CHECK (char_length("users"."suspension_reason") BETWEEN 1 AND 1000);