CREATE TABLE "live_conversion_claims" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"guest_id" integer,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_conversion_claims" ADD CONSTRAINT "live_conversion_claims_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;