CREATE TABLE "live_charges" (
	"session_id" bigint NOT NULL,
	"minute" integer NOT NULL,
	"coins" integer NOT NULL,
	"paid_by" text NOT NULL,
	"ledger_entry_id" bigint,
	"voucher_id" integer,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_charges_session_id_minute_pk" PRIMARY KEY("session_id","minute"),
	CONSTRAINT "live_charges_paid_by" CHECK ("live_charges"."paid_by" in ('coins', 'voucher', 'free')),
	CONSTRAINT "live_charges_payment" CHECK (("live_charges"."paid_by" = 'coins') = ("live_charges"."ledger_entry_id" is not null and "live_charges"."coins" > 0) and ("live_charges"."paid_by" = 'voucher') = ("live_charges"."voucher_id" is not null) and ("live_charges"."paid_by" <> 'coins') = ("live_charges"."coins" = 0)),
	CONSTRAINT "live_charges_minute" CHECK ("live_charges"."minute" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"chat_type" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"price_per_minute" integer NOT NULL,
	"cap_coins" integer,
	"minute_ms" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"exit_code" smallint,
	"minutes_charged" integer DEFAULT 0 NOT NULL,
	"coins_charged" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "live_sessions_state" CHECK ("live_sessions"."state" in ('active', 'ended')),
	CONSTRAINT "live_sessions_chat_type" CHECK ("live_sessions"."chat_type" in ('LIVECHAT', 'VOYEUR_CHAT', 'FREECHAT', 'LIVE_PREVIEW', 'VOYEUR_PRIVATE_CHAT', 'VIDEO_CALL', 'LIVESHOW')),
	CONSTRAINT "live_sessions_amounts" CHECK ("live_sessions"."price_per_minute" >= 0 and "live_sessions"."minutes_charged" >= 0 and "live_sessions"."coins_charged" >= 0),
	CONSTRAINT "live_sessions_cap" CHECK ("live_sessions"."cap_coins" is null or "live_sessions"."cap_coins" > 0),
	CONSTRAINT "live_sessions_cap_kept" CHECK ("live_sessions"."cap_coins" is null or "live_sessions"."coins_charged" <= "live_sessions"."cap_coins"),
	CONSTRAINT "live_sessions_minute" CHECK ("live_sessions"."minute_ms" > 0),
	CONSTRAINT "live_sessions_ended" CHECK (("live_sessions"."state" = 'ended') = ("live_sessions"."ended_at" is not null and "live_sessions"."exit_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "live_charges" ADD CONSTRAINT "live_charges_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_charges" ADD CONSTRAINT "live_charges_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_charges" ADD CONSTRAINT "live_charges_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_active_per_guest" ON "live_sessions" USING btree ("guest_id") WHERE "live_sessions"."state" = 'active';--> statement-breakpoint
CREATE INDEX "live_sessions_active_idx" ON "live_sessions" USING btree ("started_at") WHERE "live_sessions"."state" = 'active';--> statement-breakpoint
CREATE INDEX "live_sessions_guest_idx" ON "live_sessions" USING btree ("guest_id","started_at");--> statement-breakpoint
CREATE INDEX "live_sessions_actor_active_idx" ON "live_sessions" USING btree ("actor_id") WHERE "live_sessions"."state" = 'active';