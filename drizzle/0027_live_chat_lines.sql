CREATE TABLE "live_chat_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_chat_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"gift_id" integer,
	"coins" integer DEFAULT 0 NOT NULL,
	"ledger_entry_id" bigint,
	"reaction" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_chat_lines_sender" CHECK ("live_chat_lines"."sender" in ('guest', 'actor')),
	CONSTRAINT "live_chat_lines_coins" CHECK ("live_chat_lines"."coins" >= 0),
	CONSTRAINT "live_chat_lines_gift" CHECK (("live_chat_lines"."gift_id" is null) or ("live_chat_lines"."sender" = 'guest')),
	CONSTRAINT "live_chat_lines_reaction" CHECK ("live_chat_lines"."reaction" is null or "live_chat_lines"."reaction" in ('love', 'wow', 'toy'))
);
--> statement-breakpoint
ALTER TABLE "actors" ADD COLUMN "has_toy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_chat_lines" ADD CONSTRAINT "live_chat_lines_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_lines" ADD CONSTRAINT "live_chat_lines_gift_id_messenger_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."messenger_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_lines" ADD CONSTRAINT "live_chat_lines_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_lines_session_idx" ON "live_chat_lines" USING btree ("session_id","id");