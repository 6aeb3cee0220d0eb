CREATE TABLE "advent_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advent_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"first_day" date NOT NULL,
	"door_count" smallint NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advent_calendars_kind" CHECK ("advent_calendars"."kind" in ('advent', 'actorGift')),
	CONSTRAINT "advent_calendars_doors" CHECK ("advent_calendars"."door_count" between 1 and 31),
	CONSTRAINT "advent_calendars_advent" CHECK ("advent_calendars"."kind" <> 'advent' or ("advent_calendars"."door_count" = 24 and extract(month from "advent_calendars"."first_day") = 12 and extract(day from "advent_calendars"."first_day") = 1))
);
--> statement-breakpoint
CREATE TABLE "advent_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advent_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"door_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advent_doors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advent_doors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"door_no" smallint NOT NULL,
	"day" date NOT NULL,
	"actor_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"benefit" jsonb,
	"label" jsonb NOT NULL,
	CONSTRAINT "advent_doors_type" CHECK ("advent_doors"."item_type" in ('video', 'photo_album', 'coupon', 'messengerGifts', 'merchandise')),
	CONSTRAINT "advent_doors_reward" CHECK (("advent_doors"."item_type" = 'merchandise') = ("advent_doors"."benefit" is null))
);
--> statement-breakpoint
ALTER TABLE "advent_calendars" ADD CONSTRAINT "advent_calendars_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advent_claims" ADD CONSTRAINT "advent_claims_calendar_id_advent_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."advent_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advent_claims" ADD CONSTRAINT "advent_claims_door_id_advent_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."advent_doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advent_claims" ADD CONSTRAINT "advent_claims_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advent_doors" ADD CONSTRAINT "advent_doors_calendar_id_advent_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."advent_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advent_doors" ADD CONSTRAINT "advent_doors_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advent_calendars_first_day_idx" ON "advent_calendars" USING btree ("first_day");--> statement-breakpoint
CREATE UNIQUE INDEX "advent_claims_once" ON "advent_claims" USING btree ("calendar_id","guest_id","door_id");--> statement-breakpoint
CREATE INDEX "advent_claims_guest_idx" ON "advent_claims" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "advent_doors_no" ON "advent_doors" USING btree ("calendar_id","door_no");--> statement-breakpoint
CREATE INDEX "advent_doors_actor_day_idx" ON "advent_doors" USING btree ("actor_id","day");