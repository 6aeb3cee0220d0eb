CREATE TABLE "actor_sedcards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actor_sedcards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"age_rating" smallint DEFAULT 16 NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"gender_type" text NOT NULL,
	"birth_date" date NOT NULL,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"headline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"about" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"height_cm" smallint,
	"eye_color" text,
	"hair_color" text,
	"body_type" text,
	"is_online" boolean DEFAULT false NOT NULL,
	"online_since" timestamp with time zone,
	"is_online_mobile_videocall" boolean DEFAULT false NOT NULL,
	"free_chat" boolean DEFAULT false NOT NULL,
	"is_currently_ticket_show" boolean DEFAULT false NOT NULL,
	"is_live_preview_enabled" boolean DEFAULT true NOT NULL,
	"is_voyeur_chat_available" boolean DEFAULT false NOT NULL,
	"is_available_for_conversion_chat" boolean DEFAULT false NOT NULL,
	"banned_country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_video_chat" integer NOT NULL,
	"price_single_c2c" integer NOT NULL,
	"price_message" integer NOT NULL,
	"price_voyeur" integer NOT NULL,
	"voucher_chat_minutes" smallint DEFAULT 0 NOT NULL,
	"free_messages" smallint DEFAULT 0 NOT NULL,
	"avatar_image_id" integer,
	"cover_image_id" integer,
	"registered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actors_prices_nonnegative" CHECK ("actors"."price_video_chat" >= 0 and "actors"."price_single_c2c" >= 0 and "actors"."price_message" >= 0 and "actors"."price_voyeur" >= 0),
	CONSTRAINT "actors_gender" CHECK ("actors"."gender" in ('N','M','F')),
	CONSTRAINT "actors_gender_type" CHECK ("actors"."gender_type" in ('F','M','FM','FF','S'))
);
--> statement-breakpoint
CREATE TABLE "album_pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"age_rating" smallint DEFAULT 16 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"age_rating" smallint DEFAULT 16 NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"base_price" integer NOT NULL,
	"is_vip_content" boolean DEFAULT false NOT NULL,
	"is_private_shop" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'photo_album' NOT NULL,
	"cover_image_id" integer,
	"total_views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_price_valid" CHECK ("albums"."price" >= 0 and "albums"."base_price" >= "albums"."price"),
	CONSTRAINT "albums_free_price" CHECK (not "albums"."free" or "albums"."price" = 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug_en" text NOT NULL,
	"slug_de" text NOT NULL,
	"slug_es" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "categories_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "categories_slug_es_unique" UNIQUE("slug_es")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"color" text NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_key" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "tags_group_key_unique" UNIQUE("group_key")
);
--> statement-breakpoint
CREATE TABLE "video_activity_daily" (
	"video_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_activity_daily_video_id_day_pk" PRIMARY KEY("video_id","day")
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"video_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "video_categories_video_id_category_id_pk" PRIMARY KEY("video_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"video_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "video_tags_video_id_tag_id_pk" PRIMARY KEY("video_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_sec" integer NOT NULL,
	"age_rating" smallint DEFAULT 18 NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"is_vip30_offer" boolean DEFAULT false NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"cam_recording" boolean DEFAULT false NOT NULL,
	"classic" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"base_price" integer NOT NULL,
	"daily_bonus_price" integer,
	"preview_image_id" integer,
	"preview_thumbnail_count" smallint DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"contest_place" smallint,
	"released_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_price_valid" CHECK ("videos"."price" >= 0 and "videos"."base_price" >= "videos"."price"),
	CONSTRAINT "videos_free_price" CHECK (not "videos"."free" or "videos"."price" = 0),
	CONSTRAINT "videos_duration_positive" CHECK ("videos"."duration_sec" > 0)
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_context" text NOT NULL,
	"event_action" text NOT NULL,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actor_sedcards" ADD CONSTRAINT "actor_sedcards_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_sedcards" ADD CONSTRAINT "actor_sedcards_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actors" ADD CONSTRAINT "actors_avatar_image_id_images_id_fk" FOREIGN KEY ("avatar_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actors" ADD CONSTRAINT "actors_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pictures" ADD CONSTRAINT "album_pictures_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pictures" ADD CONSTRAINT "album_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_activity_daily" ADD CONSTRAINT "video_activity_daily_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_preview_image_id_images_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actor_sedcards_actor_idx" ON "actor_sedcards" USING btree ("actor_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "actors_name_lower_idx" ON "actors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "actors_registered_idx" ON "actors" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "album_pictures_album_idx" ON "album_pictures" USING btree ("album_id","position");--> statement-breakpoint
CREATE INDEX "albums_actor_idx" ON "albums" USING btree ("actor_id","released_at");--> statement-breakpoint
CREATE INDEX "video_activity_day_idx" ON "video_activity_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "video_categories_category_idx" ON "video_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "video_tags_tag_idx" ON "video_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "videos_actor_idx" ON "videos" USING btree ("actor_id","released_at");--> statement-breakpoint
CREATE INDEX "videos_released_idx" ON "videos" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "videos_likes_idx" ON "videos" USING btree ("likes");--> statement-breakpoint
CREATE INDEX "videos_sales_idx" ON "videos" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");