CREATE TABLE "outgoing_mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"headers" jsonb,
	"withhold_recipient" boolean DEFAULT false NOT NULL,
	"category" text NOT NULL,
	"link" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt" uuid,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_mails_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outgoing_mails_status" CHECK ("outgoing_mails"."status" IN ('pending','sending','sent','dropped')),
	CONSTRAINT "outgoing_mails_category" CHECK ("outgoing_mails"."category" IN ('security','ordinary','uncounted'))
);
--> statement-breakpoint
CREATE INDEX "outgoing_mails_created_idx" ON "outgoing_mails" USING btree ("created_at");