CREATE TABLE "collection_videos" (
	"collection_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "collection_videos_collection_id_video_id_pk" PRIMARY KEY("collection_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_videos" ADD CONSTRAINT "collection_videos_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_videos" ADD CONSTRAINT "collection_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_videos_order_idx" ON "collection_videos" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_videos_video_idx" ON "collection_videos" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_external_id_idx" ON "collections" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "collections_position_idx" ON "collections" USING btree ("position","id");