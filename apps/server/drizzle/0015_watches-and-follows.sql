CREATE TABLE "case_follows" (
	"user_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_follows_user_id_case_id_pk" PRIMARY KEY("user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "watch_keys" (
	"watch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "watch_keys_watch_id_value_pk" PRIMARY KEY("watch_id","value")
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"typed" text NOT NULL,
	"normalized" text NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_country_check" CHECK ("watches"."country" IN ('AU','US','CA','GB','NZ','IE')),
	CONSTRAINT "watches_typed_length" CHECK (char_length("watches"."typed") BETWEEN 1 AND 200)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "named_party_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "case_follows" ADD CONSTRAINT "case_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_follows" ADD CONSTRAINT "case_follows_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_keys" ADD CONSTRAINT "watch_keys_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_keys" ADD CONSTRAINT "watch_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_follows_case_idx" ON "case_follows" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "watch_keys_lookup_idx" ON "watch_keys" USING btree ("country","value");--> statement-breakpoint
CREATE INDEX "watch_keys_user_idx" ON "watch_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_user_normalized" ON "watches" USING btree ("user_id","country","normalized");--> statement-breakpoint
CREATE INDEX "watches_user_idx" ON "watches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_verified_phone_idx" ON "users" USING btree ("verified_phone_number") WHERE "users"."phone_verified";