CREATE TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_scope_subject_window_start_pk" PRIMARY KEY("scope","subject","window_start")
);
--> statement-breakpoint
CREATE TABLE "username_reservations" (
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "username_reservations_lower_key" ON "username_reservations" USING btree (lower("username"));