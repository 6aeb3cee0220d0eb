CREATE TABLE "content_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"url" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"reporter_name" text,
	"reporter_email" text,
	"guest_id" integer,
	"network" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_status" CHECK ("content_reports"."status" in ('received', 'actioned', 'rejected')),
	CONSTRAINT "content_reports_reason" CHECK ("content_reports"."reason" in ('illegal', 'minor', 'consent', 'copyright', 'privacy', 'hate', 'violence', 'other')),
	CONSTRAINT "content_reports_language" CHECK ("content_reports"."language" in ('de', 'en', 'es', 'nl')),
	CONSTRAINT "content_reports_lengths" CHECK (char_length("content_reports"."url") between 1 and 500 and char_length("content_reports"."explanation") between 10 and 5000 and char_length(coalesce("content_reports"."decision", '')) <= 5000),
	CONSTRAINT "content_reports_decided" CHECK (("content_reports"."status" = 'received') = ("content_reports"."decided_at" is null and "content_reports"."decision" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_reference_idx" ON "content_reports" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_network_idx" ON "content_reports" USING btree ("network","created_at");