CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"appellant_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "appeals_statement_id_unique" UNIQUE("statement_id"),
	CONSTRAINT "appeals_outcome_check" CHECK ("appeals"."outcome" IN ('upheld','reversed'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status_token_hash" text NOT NULL,
	"case_id" text,
	"regime" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"location" text NOT NULL,
	"notifier_name" text NOT NULL,
	"notifier_email" text NOT NULL,
	"good_faith" boolean NOT NULL,
	"meaning" text DEFAULT '' NOT NULL,
	"inaccurate" text DEFAULT '' NOT NULL,
	"cannot_identify_poster" boolean DEFAULT false NOT NULL,
	"consent_to_share" boolean DEFAULT false NOT NULL,
	"from_named_party" boolean DEFAULT false NOT NULL,
	"notifier_user_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tell_poster_by" timestamp with time zone NOT NULL,
	"poster_told_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"due_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"poster_answer" text,
	"poster_answer_text" text,
	"poster_name" text,
	"poster_address" text,
	"poster_consent_to_release" boolean,
	"answered_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	"claimed_by" uuid,
	"claim_until" timestamp with time zone,
	CONSTRAINT "notices_reference_unique" UNIQUE("reference"),
	CONSTRAINT "notices_status_token_hash_unique" UNIQUE("status_token_hash"),
	CONSTRAINT "notices_regime_check" CHECK ("notices"."regime" IN ('uk','au','eu','other')),
	CONSTRAINT "notices_reason_check" CHECK ("notices"."reason" IN ('defamation','illegal','privacy','other')),
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" IN ('received','poster_told','answered','decided')),
	CONSTRAINT "notices_decision_check" CHECK ("notices"."decision" IN ('remove','keep')),
	CONSTRAINT "notices_answer_check" CHECK ("notices"."poster_answer" IN ('consent','refuse','answer'))
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"restriction" text NOT NULL,
	"case_id" text,
	"notice_id" uuid,
	"recipient_id" uuid,
	"facts" text NOT NULL,
	"rule" text NOT NULL,
	"automated" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"appeal_until" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_reference_unique" UNIQUE("reference"),
	CONSTRAINT "statements_restriction_check" CHECK ("statements"."restriction" IN ('hide','remove','hold','suspend','refuse_trade'))
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "held_network" text;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_appellant_id_users_id_fk" FOREIGN KEY ("appellant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_notifier_user_id_users_id_fk" FOREIGN KEY ("notifier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_open_idx" ON "appeals" USING btree ("created_at") WHERE "appeals"."decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notices_open_due_idx" ON "notices" USING btree ("due_at","created_at") WHERE "notices"."decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notices_case_idx" ON "notices" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "notices_received_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "statements_recipient_idx" ON "statements" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cases_held_network_idx" ON "cases" USING btree ("held_network","held_at") WHERE "cases"."held_at" IS NOT NULL;