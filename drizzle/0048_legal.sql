CREATE TABLE "legal_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"product" text DEFAULT 'velvet' NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_texts_type" CHECK ("legal_texts"."type" in ('PP', 'GTC', 'IMP')),
	CONSTRAINT "legal_texts_language" CHECK ("legal_texts"."language" in ('de', 'en', 'es', 'nl')),
	CONSTRAINT "legal_texts_lengths" CHECK (char_length("legal_texts"."version") between 1 and 40 and char_length("legal_texts"."title") between 1 and 200 and char_length("legal_texts"."description") <= 300 and char_length("legal_texts"."html") between 1 and 200000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_texts_version_idx" ON "legal_texts" USING btree ("type","product","language","version");--> statement-breakpoint
CREATE INDEX "legal_texts_current_idx" ON "legal_texts" USING btree ("type","product","language","published_at");