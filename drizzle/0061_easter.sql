CREATE TABLE "easter_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "easter_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "easter_egg_spots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "easter_egg_spots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"egg_key" text NOT NULL,
	"route_name" text NOT NULL,
	"position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "easter_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "easter_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"eggs_per_day" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "easter_events_eggs_per_day" CHECK ("easter_events"."eggs_per_day" between 1 and 100),
	CONSTRAINT "easter_events_dates" CHECK ("easter_events"."ends_at" is null or "easter_events"."ends_at" > "easter_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "easter_reward_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "easter_reward_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"benefit" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "easter_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "easter_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"required_eggs" smallint NOT NULL,
	"is_up_to" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"benefit" jsonb NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "easter_rewards_required" CHECK ("easter_rewards"."required_eggs" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "easter_collections" ADD CONSTRAINT "easter_collections_event_id_easter_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."easter_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_collections" ADD CONSTRAINT "easter_collections_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_collections" ADD CONSTRAINT "easter_collections_spot_id_easter_egg_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."easter_egg_spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_egg_spots" ADD CONSTRAINT "easter_egg_spots_event_id_easter_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."easter_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_reward_grants" ADD CONSTRAINT "easter_reward_grants_event_id_easter_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."easter_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_reward_grants" ADD CONSTRAINT "easter_reward_grants_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_reward_grants" ADD CONSTRAINT "easter_reward_grants_reward_id_easter_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."easter_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easter_rewards" ADD CONSTRAINT "easter_rewards_event_id_easter_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."easter_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "easter_collections_once" ON "easter_collections" USING btree ("event_id","guest_id","spot_id","day");--> statement-breakpoint
CREATE INDEX "easter_collections_guest_idx" ON "easter_collections" USING btree ("guest_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "easter_egg_spots_key" ON "easter_egg_spots" USING btree ("event_id","egg_key");--> statement-breakpoint
CREATE INDEX "easter_egg_spots_route_idx" ON "easter_egg_spots" USING btree ("event_id","route_name");--> statement-breakpoint
CREATE UNIQUE INDEX "easter_events_key" ON "easter_events" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "easter_reward_grants_once" ON "easter_reward_grants" USING btree ("guest_id","reward_id");--> statement-breakpoint
CREATE INDEX "easter_reward_grants_guest_idx" ON "easter_reward_grants" USING btree ("guest_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "easter_rewards_step" ON "easter_rewards" USING btree ("event_id","required_eggs");