ALTER TABLE "live_sessions" DROP CONSTRAINT "live_sessions_chat_type";--> statement-breakpoint
ALTER TABLE "live_sessions" ALTER COLUMN "guest_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "visitor_day" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_visitor_day" ON "live_sessions" USING btree ("visitor_key","visitor_day") WHERE "live_sessions"."visitor_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_client_id" ON "live_sessions" USING btree ("client_id") WHERE "live_sessions"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_anonymous" CHECK (("live_sessions"."guest_id" is null) = ("live_sessions"."visitor_key" is not null and "live_sessions"."visitor_day" is not null and "live_sessions"."client_id" is not null and "live_sessions"."chat_type" = 'VOICE_CALL' and "live_sessions"."price_per_minute" = 0));--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_chat_type" CHECK ("live_sessions"."chat_type" in ('LIVECHAT', 'VOYEUR_CHAT', 'FREECHAT', 'LIVE_PREVIEW', 'VOYEUR_PRIVATE_CHAT', 'VIDEO_CALL', 'LIVESHOW', 'VOICE_CALL'));