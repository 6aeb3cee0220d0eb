CREATE TABLE "partner_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"birth_date" date,
	"website" text,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"network" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_kind" CHECK ("partner_applications"."kind" in ('model', 'affiliate')),
	CONSTRAINT "partner_applications_status" CHECK ("partner_applications"."status" in ('new', 'contacted', 'accepted', 'declined')),
	CONSTRAINT "partner_applications_language" CHECK ("partner_applications"."language" in ('de', 'en', 'es', 'nl')),
	CONSTRAINT "partner_applications_fields" CHECK (("partner_applications"."kind" = 'model') = ("partner_applications"."birth_date" is not null) and ("partner_applications"."kind" = 'affiliate') = ("partner_applications"."website" is not null)),
	CONSTRAINT "partner_applications_lengths" CHECK (char_length("partner_applications"."name") between 1 and 100 and char_length("partner_applications"."email") <= 254 and "partner_applications"."country" ~ '^[A-Z]{2}$' and char_length("partner_applications"."message") <= 2000 and char_length(coalesce("partner_applications"."website", '')) <= 300)
);
--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "partner_applications_network_idx" ON "partner_applications" USING btree ("network","created_at");