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
CREATE UNIQUE INDEX "search_guard_events_block_day" ON "search_guard_events" USING btree ("day","block","kind");--> statement-breakpoint
CREATE INDEX "search_guard_events_status_idx" ON "search_guard_events" USING btree ("status","created_at");