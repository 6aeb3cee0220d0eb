CREATE TABLE "cam_show_feed_tokens" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cam_show_feed_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "cam_show_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cam_show_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"show_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"coins" integer NOT NULL,
	"voucher_id" integer,
	"ledger_entry_id" bigint,
	"refund_ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "cam_show_tickets_state" CHECK ("cam_show_tickets"."state" in ('active', 'removed', 'refunded')),
	CONSTRAINT "cam_show_tickets_coins" CHECK ("cam_show_tickets"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cam_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cam_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"length_minutes" integer NOT NULL,
	"price" integer NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cam_shows_state" CHECK ("cam_shows"."state" in ('scheduled', 'cancelled', 'live', 'ended')),
	CONSTRAINT "cam_shows_seats" CHECK ("cam_shows"."seats" > 0 and "cam_shows"."seats_taken" >= 0 and "cam_shows"."seats_taken" <= "cam_shows"."seats"),
	CONSTRAINT "cam_shows_price" CHECK ("cam_shows"."price" >= 0),
	CONSTRAINT "cam_shows_length" CHECK ("cam_shows"."length_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "cam_show_feed_tokens" ADD CONSTRAINT "cam_show_feed_tokens_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD CONSTRAINT "cam_show_tickets_show_id_cam_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."cam_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD CONSTRAINT "cam_show_tickets_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD CONSTRAINT "cam_show_tickets_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD CONSTRAINT "cam_show_tickets_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD CONSTRAINT "cam_show_tickets_refund_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("refund_ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_shows" ADD CONSTRAINT "cam_shows_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cam_show_tickets_one_active" ON "cam_show_tickets" USING btree ("show_id","guest_id") WHERE "cam_show_tickets"."state" = 'active';--> statement-breakpoint
CREATE INDEX "cam_show_tickets_guest_idx" ON "cam_show_tickets" USING btree ("guest_id","show_id");--> statement-breakpoint
CREATE INDEX "cam_shows_starts_idx" ON "cam_shows" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "cam_shows_actor_idx" ON "cam_shows" USING btree ("actor_id","starts_at");