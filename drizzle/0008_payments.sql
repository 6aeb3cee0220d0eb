CREATE TABLE "avs_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avs_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "avs_checks_status" CHECK ("avs_checks"."status" in ('pending','accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"provider_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"product_id" text,
	"subscription_id" integer,
	"coins" integer DEFAULT 0 NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"euro_cents" integer NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"provider_reference" text,
	"card_last4" text,
	"card_to_save" jsonb,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('charge','oneclick','autorecharge','subscription','compensation')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('requires_confirmation','succeeded','declined')),
	CONSTRAINT "payments_currency" CHECK ("payments"."currency" in ('EUR','CHF')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0 and "payments"."euro_cents" > 0),
	CONSTRAINT "payments_coins_nonnegative" CHECK ("payments"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"renewal_minor" integer NOT NULL,
	"period_days" smallint NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"discounted_renewals" smallint DEFAULT 0 NOT NULL,
	"offer_accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan" CHECK ("subscriptions"."plan" in ('vip','trialvip','vxtv')),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('active','cancelled','ended'))
);
--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_avs_status";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "avs_reject_message" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "tv_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "one_click_config" jsonb DEFAULT '{"enabled":false,"packageIds":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "auto_recharge_config" jsonb DEFAULT '{"enabled":false,"thresholdCoins":20,"packageId":"p40"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "deposit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "deposit_limit_next_cents" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "deposit_limit_next_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "compensation_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "avs_checks" ADD CONSTRAINT "avs_checks_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avs_checks_guest_idx" ON "avs_checks" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "payments_guest_idx" ON "payments" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_running_idx" ON "subscriptions" USING btree ("guest_id",(case when "plan" = 'vxtv' then 'tv' else 'vip' end)) WHERE "subscriptions"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" <> 'ended';--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_compensation_nonnegative" CHECK ("guests"."compensation_due_cents" >= 0);--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_avs_status" CHECK ("guests"."avs_status" in ('unknown','pending','accepted','rejected','revoked'));