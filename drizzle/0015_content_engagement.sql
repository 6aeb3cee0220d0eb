CREATE TABLE "actor_chat_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actor_chat_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"guest_id" integer,
	"satisfied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actor_interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_notes" (
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actor_notes_guest_id_actor_id_pk" PRIMARY KEY("guest_id","actor_id"),
	CONSTRAINT "actor_notes_length" CHECK (char_length("actor_notes"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "actor_online_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actor_online_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "actor_online_sessions_order" CHECK ("actor_online_sessions"."ended_at" is null or "actor_online_sessions"."ended_at" >= "actor_online_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "album_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_id" integer NOT NULL,
	"guest_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "album_comments_length" CHECK (char_length("album_comments"."text") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "content_ratings" (
	"guest_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_ratings_guest_id_object_type_object_id_pk" PRIMARY KEY("guest_id","object_type","object_id"),
	CONSTRAINT "content_ratings_type" CHECK ("content_ratings"."object_type" in ('video','album','picture')),
	CONSTRAINT "content_ratings_value" CHECK ("content_ratings"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "library_archive" (
	"guest_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_archive_guest_id_object_type_object_id_pk" PRIMARY KEY("guest_id","object_type","object_id"),
	CONSTRAINT "library_archive_type" CHECK ("library_archive"."object_type" in ('video','album'))
);
--> statement-breakpoint
ALTER TABLE "actor_chat_ratings" ADD CONSTRAINT "actor_chat_ratings_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_chat_ratings" ADD CONSTRAINT "actor_chat_ratings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_interviews" ADD CONSTRAINT "actor_interviews_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_notes" ADD CONSTRAINT "actor_notes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_notes" ADD CONSTRAINT "actor_notes_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_online_sessions" ADD CONSTRAINT "actor_online_sessions_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_comments" ADD CONSTRAINT "album_comments_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_comments" ADD CONSTRAINT "album_comments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ratings" ADD CONSTRAINT "content_ratings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_archive" ADD CONSTRAINT "library_archive_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actor_chat_ratings_actor_idx" ON "actor_chat_ratings" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "actor_interviews_actor_idx" ON "actor_interviews" USING btree ("actor_id","position");--> statement-breakpoint
CREATE INDEX "actor_online_sessions_actor_idx" ON "actor_online_sessions" USING btree ("actor_id","started_at");--> statement-breakpoint
CREATE INDEX "album_comments_album_idx" ON "album_comments" USING btree ("album_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "album_comments_guest_idx" ON "album_comments" USING btree ("guest_id");