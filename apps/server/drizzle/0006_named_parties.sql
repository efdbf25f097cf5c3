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
ALTER TABLE "named_parties" ADD CONSTRAINT "named_parties_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_parties" ADD CONSTRAINT "named_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_party_codes" ADD CONSTRAINT "named_party_codes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_party_codes" ADD CONSTRAINT "named_party_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "named_party_codes_case_idx" ON "named_party_codes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "named_party_codes_user_idx" ON "named_party_codes" USING btree ("user_id","case_id","created_at");