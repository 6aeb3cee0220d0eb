CREATE TABLE "phone_pin_budget" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_budget" integer NOT NULL,
	"warn_at_percent" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phone_pin_budget_one_row" CHECK ("phone_pin_budget"."id" = 1),
	CONSTRAINT "phone_pin_budget_daily" CHECK ("phone_pin_budget"."daily_budget" >= 0),
	CONSTRAINT "phone_pin_budget_warn" CHECK ("phone_pin_budget"."warn_at_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "phone_pin_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"threshold_warned_at" timestamp with time zone,
	"exhausted_warned_at" timestamp with time zone,
	CONSTRAINT "phone_pin_days_sent" CHECK ("phone_pin_days"."sent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ALTER COLUMN "pin_salt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ALTER COLUMN "pin_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "network" text;--> statement-breakpoint
CREATE INDEX "phone_verifications_e164_idx" ON "phone_verifications" USING btree ("e164","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_network_idx" ON "phone_verifications" USING btree ("network","created_at");--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_pin" CHECK (("phone_verifications"."pin_salt" is null) = ("phone_verifications"."pin_hash" is null));