CREATE TABLE "username_reservations" (
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "username_reservations_lower_key" ON "username_reservations" USING btree (lower("username"));