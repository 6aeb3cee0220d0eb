CREATE TABLE "contest_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"video_id" integer,
	"album_id" integer,
	"picture_id" integer,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_votes" CHECK ("contest_entries"."votes" >= 0),
	CONSTRAINT "contest_entries_kind" CHECK (("contest_entries"."kind" = 'video' and "contest_entries"."video_id" is not null and "contest_entries"."album_id" is null and "contest_entries"."picture_id" is null)
        or ("contest_entries"."kind" = 'album' and "contest_entries"."album_id" is not null and "contest_entries"."video_id" is null and "contest_entries"."picture_id" is null)
        or ("contest_entries"."kind" = 'picture' and "contest_entries"."album_id" is not null and "contest_entries"."picture_id" is not null and "contest_entries"."video_id" is null))
);
--> statement-breakpoint
CREATE TABLE "contest_guests" (
	"contest_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"votes" smallint DEFAULT 0 NOT NULL,
	"hide_confirm_window" boolean DEFAULT false NOT NULL,
	"hide_vote_limit_modal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contest_guests_contest_id_guest_id_pk" PRIMARY KEY("contest_id","guest_id"),
	CONSTRAINT "contest_guests_votes" CHECK ("contest_guests"."votes" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_type" text NOT NULL,
	"need_avs" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_media_type" CHECK ("contests"."media_type" in ('video', 'photo')),
	CONSTRAINT "contests_dates" CHECK ("contests"."ends_at" > "contests"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_picture_id_album_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."album_pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_guests" ADD CONSTRAINT "contest_guests_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_guests" ADD CONSTRAINT "contest_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_entries_contest_idx" ON "contest_entries" USING btree ("contest_id","votes");--> statement-breakpoint
CREATE INDEX "contest_entries_video_idx" ON "contest_entries" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_one_video" ON "contest_entries" USING btree ("contest_id","video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_one_album" ON "contest_entries" USING btree ("contest_id","album_id") WHERE "contest_entries"."kind" = 'album';--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_one_picture" ON "contest_entries" USING btree ("contest_id","picture_id") WHERE "contest_entries"."kind" = 'picture';--> statement-breakpoint
CREATE UNIQUE INDEX "contest_votes_once" ON "contest_votes" USING btree ("entry_id","guest_id");--> statement-breakpoint
CREATE INDEX "contest_votes_guest_idx" ON "contest_votes" USING btree ("guest_id","contest_id");--> statement-breakpoint
CREATE INDEX "contests_ends_idx" ON "contests" USING btree ("ends_at");