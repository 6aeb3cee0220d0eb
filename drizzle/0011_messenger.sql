CREATE TABLE "messenger_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"free_messages_left" integer DEFAULT 0 NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_channels_unread_nonnegative" CHECK ("messenger_channels"."unread_count" >= 0),
	CONSTRAINT "messenger_channels_free_nonnegative" CHECK ("messenger_channels"."free_messages_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messenger_messages_sender" CHECK ("messenger_messages"."sender" in ('guest','actor')),
	CONSTRAINT "messenger_messages_price_nonnegative" CHECK ("messenger_messages"."price" >= 0),
	CONSTRAINT "messenger_messages_paid_has_ledger" CHECK (("messenger_messages"."price" = 0) = ("messenger_messages"."ledger_entry_id" is null))
);
--> statement-breakpoint
ALTER TABLE "messenger_channels" ADD CONSTRAINT "messenger_channels_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_channels" ADD CONSTRAINT "messenger_channels_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_channel_id_messenger_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messenger_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_channels_guest_actor_idx" ON "messenger_channels" USING btree ("guest_id","actor_id");--> statement-breakpoint
CREATE INDEX "messenger_channels_guest_message_idx" ON "messenger_channels" USING btree ("guest_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messenger_channels_guest_touched_idx" ON "messenger_channels" USING btree ("guest_id","touched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messenger_channels_actor_idx" ON "messenger_channels" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "messenger_messages_channel_idx" ON "messenger_messages" USING btree ("channel_id","id" DESC NULLS LAST);