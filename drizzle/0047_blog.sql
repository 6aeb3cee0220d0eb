CREATE TABLE "blog_post_texts" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "blog_post_texts_post_id_language_pk" PRIMARY KEY("post_id","language"),
	CONSTRAINT "blog_post_texts_language" CHECK ("blog_post_texts"."language" in ('de', 'en', 'es', 'nl')),
	CONSTRAINT "blog_post_texts_lengths" CHECK (char_length("blog_post_texts"."title") between 1 and 200 and char_length("blog_post_texts"."teaser") <= 500 and char_length("blog_post_texts"."markdown") between 1 and 50000)
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"image_id" integer,
	"actor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("blog_posts"."slug") <= 120),
	CONSTRAINT "blog_posts_category" CHECK ("blog_posts"."category_id" in (1, 38, 39, 40, 41, 43, 44, 45, 46, 506)),
	CONSTRAINT "blog_posts_status" CHECK ("blog_posts"."status" in ('published', 'withdrawn')),
	CONSTRAINT "blog_posts_actors" CHECK (cardinality("blog_posts"."actor_ids") <= 20)
);
--> statement-breakpoint
ALTER TABLE "blog_post_texts" ADD CONSTRAINT "blog_post_texts_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_texts_language_idx" ON "blog_post_texts" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");