CREATE TABLE "video_jumbotrons" (
	"place" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"rotate_seconds" integer NOT NULL,
	"slides" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_jumbotrons_place" CHECK ("video_jumbotrons"."place" in ('homepage')),
	CONSTRAINT "video_jumbotrons_rotate" CHECK ("video_jumbotrons"."rotate_seconds" between 3 and 30),
	CONSTRAINT "video_jumbotrons_slides" CHECK (jsonb_typeof("video_jumbotrons"."slides") = 'array' and jsonb_array_length("video_jumbotrons"."slides") <= 8)
);
