ALTER TABLE "actor_chat_ratings" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "actor_chat_ratings" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "actor_chat_ratings" ADD CONSTRAINT "actor_chat_ratings_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "actor_chat_ratings_session_idx" ON "actor_chat_ratings" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "actor_chat_ratings" ADD CONSTRAINT "actor_chat_ratings_comment_length" CHECK (char_length("actor_chat_ratings"."comment") <= 1000);