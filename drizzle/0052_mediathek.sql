CREATE TABLE "tv_article_texts" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "tv_article_texts_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "tv_article_texts_language" CHECK ("tv_article_texts"."language" in ('de', 'en', 'es', 'nl')),
	CONSTRAINT "tv_article_texts_lengths" CHECK (char_length("tv_article_texts"."title") between 1 and 200 and char_length("tv_article_texts"."teaser") <= 500 and char_length("tv_article_texts"."markdown") between 1 and 50000)
);
--> statement-breakpoint
CREATE TABLE "tv_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tv_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"series_id" integer,
	"image_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_articles_slug" CHECK ("tv_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("tv_articles"."slug") <= 120)
);
--> statement-breakpoint
CREATE TABLE "tv_episodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tv_episodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"hash_id" text NOT NULL,
	"season" smallint NOT NULL,
	"number" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_episodes_numbers" CHECK ("tv_episodes"."season" between 1 and 99 and "tv_episodes"."number" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "tv_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tv_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"hash_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" integer,
	"on_air" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_series_key" CHECK ("tv_series"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("tv_series"."key") <= 80),
	CONSTRAINT "tv_series_kind" CHECK ("tv_series"."kind" in ('free', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "tv_article_texts" ADD CONSTRAINT "tv_article_texts_article_id_tv_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."tv_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_articles" ADD CONSTRAINT "tv_articles_series_id_tv_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."tv_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_articles" ADD CONSTRAINT "tv_articles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_episodes" ADD CONSTRAINT "tv_episodes_series_id_tv_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."tv_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_episodes" ADD CONSTRAINT "tv_episodes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_series" ADD CONSTRAINT "tv_series_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tv_articles_slug_idx" ON "tv_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tv_articles_series_idx" ON "tv_articles" USING btree ("series_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_episodes_video_idx" ON "tv_episodes" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_episodes_hash_idx" ON "tv_episodes" USING btree ("hash_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_episodes_order_idx" ON "tv_episodes" USING btree ("series_id","season","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_series_key_idx" ON "tv_series" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_series_hash_idx" ON "tv_series" USING btree ("hash_id");