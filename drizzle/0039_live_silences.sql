ALTER TABLE "live_sessions" ADD COLUMN "silent_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "silent_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "minutes_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_skipped" CHECK ("live_sessions"."minutes_skipped" >= 0);--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_silence" CHECK (("live_sessions"."silent_from" is null) = ("live_sessions"."silent_until" is null) and ("live_sessions"."silent_from" is null or "live_sessions"."silent_from" < "live_sessions"."silent_until"));