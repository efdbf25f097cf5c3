CREATE TABLE "named_parties" (
	"case_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "named_parties_case_id_user_id_pk" PRIMARY KEY("case_id","user_id"),
	CONSTRAINT "named_parties_channel_check" CHECK ("named_parties"."channel" IN ('email','phone'))
);
--> statement-breakpoint
CREATE TABLE "named_party_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "named_party_codes_channel_check" CHECK ("named_party_codes"."channel" IN ('email','phone')),
	CONSTRAINT "named_party_codes_attempts" CHECK ("named_party_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_completions" (
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"block" text NOT NULL,
	"completion" text NOT NULL,
	CONSTRAINT "search_completions_day_subject_block_completion_pk" PRIMARY KEY("day","subject","block","completion")
);
--> statement-breakpoint
CREATE TABLE "search_counters" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_counters_day_key_pk" PRIMARY KEY("day","key"),
	CONSTRAINT "search_counters_count" CHECK ("search_counters"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_guard_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"block" text NOT NULL,
	"kind" text NOT NULL,
	"completions" integer NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_guard_events_kind_check" CHECK ("search_guard_events"."kind" IN ('block_walked')),
	CONSTRAINT "search_guard_events_status_check" CHECK ("search_guard_events"."status" IN ('open','dismissed','actioned'))
);
--> statement-breakpoint
DROP INDEX "cases_recent_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "touched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archive_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "keep_listed_token_hash" text;--> statement-breakpoint
-- Existing cases were last touched by their latest update or response (docs/decisions/0019).
UPDATE "cases" SET "touched_at" = GREATEST("created_at", "updated_at", COALESCE((SELECT max("comments"."created_at") FROM "comments" WHERE "comments"."case_id" = "cases"."id"), "created_at"));--> statement-breakpoint
ALTER TABLE "named_parties" ADD CONSTRAINT "named_parties_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_parties" ADD CONSTRAINT "named_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_party_codes" ADD CONSTRAINT "named_party_codes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_party_codes" ADD CONSTRAINT "named_party_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "named_party_codes_case_idx" ON "named_party_codes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "named_party_codes_user_idx" ON "named_party_codes" USING btree ("user_id","case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_guard_events_block_day" ON "search_guard_events" USING btree ("day","block","kind");--> statement-breakpoint
CREATE INDEX "search_guard_events_status_idx" ON "search_guard_events" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cases_stale_idx" ON "cases" USING btree ("touched_at") WHERE "cases"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_recent_idx" ON "cases" USING btree ("country","created_at" DESC NULLS LAST) WHERE NOT "cases"."paused" AND "cases"."resolved_at" IS NULL AND "cases"."hidden_at" IS NULL AND "cases"."archived_at" IS NULL;