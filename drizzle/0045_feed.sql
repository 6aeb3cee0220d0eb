CREATE TABLE "feed_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"guest_id" integer,
	"actor_id" integer,
	"parent_id" integer,
	"reply_to_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "feed_comments_length" CHECK (char_length("feed_comments"."text") between 1 and 500),
	CONSTRAINT "feed_comments_author" CHECK (("feed_comments"."actor_id" is null) or ("feed_comments"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "feed_post_likes" (
	"post_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_post_likes_post_id_guest_id_pk" PRIMARY KEY("post_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "feed_post_pictures" (
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "feed_post_pictures_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
CREATE TABLE "feed_post_views" (
	"post_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"guest_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_post_views_post_id_visitor_pk" PRIMARY KEY("post_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "feed_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"age_rating" smallint DEFAULT 16 NOT NULL,
	"price_coins" integer DEFAULT 0 NOT NULL,
	"goal_coins" integer,
	"tips_sum" integer DEFAULT 0 NOT NULL,
	"goal_reached_at" timestamp with time zone,
	"video_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_posts_kind" CHECK ("feed_posts"."kind" in ('clip', 'photos', 'text')),
	CONSTRAINT "feed_posts_status" CHECK ("feed_posts"."status" in ('published', 'deleted')),
	CONSTRAINT "feed_posts_age" CHECK ("feed_posts"."age_rating" in (16, 18)),
	CONSTRAINT "feed_posts_price" CHECK ("feed_posts"."price_coins" >= 0 and "feed_posts"."price_coins" <= 100000),
	CONSTRAINT "feed_posts_goal" CHECK ("feed_posts"."goal_coins" is null or ("feed_posts"."goal_coins" > 0 and "feed_posts"."goal_coins" <= 10000000)),
	CONSTRAINT "feed_posts_counters" CHECK ("feed_posts"."tips_sum" >= 0 and "feed_posts"."views" >= 0 and "feed_posts"."likes" >= 0 and "feed_posts"."comments" >= 0),
	CONSTRAINT "feed_posts_clip" CHECK (("feed_posts"."kind" = 'clip') = ("feed_posts"."video_id" is not null)),
	CONSTRAINT "feed_posts_texts" CHECK (char_length("feed_posts"."title") <= 200 and char_length("feed_posts"."text") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "feed_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_purchases_coins" CHECK ("feed_purchases"."coins" > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"comment_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_reports_reason" CHECK (char_length("feed_reports"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "feed_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_tips_coins" CHECK ("feed_tips"."coins" > 0)
);
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_parent_id_feed_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_reply_to_id_feed_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."feed_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_likes" ADD CONSTRAINT "feed_post_likes_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_likes" ADD CONSTRAINT "feed_post_likes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_pictures" ADD CONSTRAINT "feed_post_pictures_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_pictures" ADD CONSTRAINT "feed_post_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_views" ADD CONSTRAINT "feed_post_views_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_views" ADD CONSTRAINT "feed_post_views_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_comment_id_feed_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tips" ADD CONSTRAINT "feed_tips_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tips" ADD CONSTRAINT "feed_tips_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tips" ADD CONSTRAINT "feed_tips_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comments_post_idx" ON "feed_comments" USING btree ("post_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_comments_parent_idx" ON "feed_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "feed_comments_guest_idx" ON "feed_comments" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_post_likes_guest_idx" ON "feed_post_likes" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "feed_post_views_guest_idx" ON "feed_post_views" USING btree ("guest_id","post_id");--> statement-breakpoint
CREATE INDEX "feed_posts_published_idx" ON "feed_posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_posts_actor_idx" ON "feed_posts" USING btree ("actor_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feed_purchases_guest_post_uq" ON "feed_purchases" USING btree ("guest_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_reports_post_uq" ON "feed_reports" USING btree ("guest_id","post_id") WHERE "feed_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_reports_comment_uq" ON "feed_reports" USING btree ("guest_id","comment_id") WHERE "feed_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_reports_created_idx" ON "feed_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_tips_post_idx" ON "feed_tips" USING btree ("post_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_tips_ledger_uq" ON "feed_tips" USING btree ("ledger_entry_id");