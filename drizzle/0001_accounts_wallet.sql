CREATE TABLE "guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"balance" integer DEFAULT 0 NOT NULL,
	"is_paying_customer" boolean DEFAULT false NOT NULL,
	"vip_until" timestamp with time zone,
	"avs_status" text DEFAULT 'unknown' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"restriction_level" smallint DEFAULT 0 NOT NULL,
	"is_force_payment" boolean DEFAULT false NOT NULL,
	"is_blocked_for_comments" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"signup_origin" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_balance_nonnegative" CHECK ("guests"."balance" >= 0),
	CONSTRAINT "guests_avs_status" CHECK ("guests"."avs_status" in ('unknown','pending','accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"guest_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_guest_id_key_pk" PRIMARY KEY("guest_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_delta_nonzero" CHECK ("ledger_entries"."delta" <> 0),
	CONSTRAINT "ledger_balance_after_nonnegative" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"guest_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"price" integer NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_guest_id_item_type_item_id_pk" PRIMARY KEY("guest_id","item_type","item_id"),
	CONSTRAINT "purchases_item_type" CHECK ("purchases"."item_type" in ('video','album')),
	CONSTRAINT "purchases_price_nonnegative" CHECK ("purchases"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_email_lower_idx" ON "guests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "ledger_guest_idx" ON "ledger_entries" USING btree ("guest_id","id");--> statement-breakpoint
CREATE INDEX "sessions_guest_idx" ON "sessions" USING btree ("guest_id");