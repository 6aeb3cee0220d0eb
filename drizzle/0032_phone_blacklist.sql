CREATE TABLE "phone_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_blacklist_prefix_form" CHECK ("phone_blacklist"."prefix" ~ '^\+[1-9][0-9]{0,14}$'),
	CONSTRAINT "phone_blacklist_kind" CHECK ("phone_blacklist"."kind" in ('number','prefix'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "phone_blacklist_prefix" ON "phone_blacklist" USING btree ("prefix");