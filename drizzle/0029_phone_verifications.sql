CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"type" text NOT NULL,
	"line_type" text NOT NULL,
	"country_code" text NOT NULL,
	"pre_code" text NOT NULL,
	"number" text NOT NULL,
	"e164" text NOT NULL,
	"e123" text NOT NULL,
	"pin_length" smallint NOT NULL,
	"pin_salt" text NOT NULL,
	"pin_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_type" CHECK ("phone_verifications"."type" in ('sms','call')),
	CONSTRAINT "phone_verifications_line_type" CHECK ("phone_verifications"."line_type" in ('mobile','fixedLine')),
	CONSTRAINT "phone_verifications_attempts" CHECK ("phone_verifications"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "online_texted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_guest_idx" ON "phone_verifications" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_verified_number" ON "phone_verifications" USING btree ("e164") WHERE "phone_verifications"."verified_at" is not null;