CREATE TABLE "activity_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"activity_code" text NOT NULL,
	"target" integer NOT NULL,
	"bonus_points" integer NOT NULL,
	CONSTRAINT "activity_challenges_target" CHECK ("activity_challenges"."target" >= 1 and "activity_challenges"."bonus_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_events_dates" CHECK ("activity_events"."ends_at" > "activity_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "activity_kinds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_kinds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" smallint NOT NULL,
	"points" integer NOT NULL,
	"vip_bonus" integer DEFAULT 0 NOT NULL,
	"limit_per_day" smallint NOT NULL,
	CONSTRAINT "activity_kinds_points" CHECK ("activity_kinds"."points" >= 1 and "activity_kinds"."vip_bonus" >= 0),
	CONSTRAINT "activity_kinds_limit" CHECK ("activity_kinds"."limit_per_day" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "activity_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"activity_code" text NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_points_points" CHECK ("activity_points"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_reward_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_reward_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"required_points" integer NOT NULL,
	"benefit" jsonb NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "activity_rewards_required" CHECK ("activity_rewards"."required_points" >= 1)
);
--> statement-breakpoint
ALTER TABLE "activity_challenges" ADD CONSTRAINT "activity_challenges_event_id_activity_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."activity_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_kinds" ADD CONSTRAINT "activity_kinds_event_id_activity_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."activity_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_points" ADD CONSTRAINT "activity_points_event_id_activity_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."activity_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_points" ADD CONSTRAINT "activity_points_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reward_grants" ADD CONSTRAINT "activity_reward_grants_event_id_activity_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."activity_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reward_grants" ADD CONSTRAINT "activity_reward_grants_reward_id_activity_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."activity_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reward_grants" ADD CONSTRAINT "activity_reward_grants_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rewards" ADD CONSTRAINT "activity_rewards_event_id_activity_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."activity_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_challenges_event_idx" ON "activity_challenges" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "activity_events_key_idx" ON "activity_events" USING btree ("key","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_kinds_code" ON "activity_kinds" USING btree ("event_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_points_source" ON "activity_points" USING btree ("event_id","source_key");--> statement-breakpoint
CREATE INDEX "activity_points_guest_idx" ON "activity_points" USING btree ("event_id","guest_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reward_grants_once" ON "activity_reward_grants" USING btree ("reward_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rewards_points" ON "activity_rewards" USING btree ("event_id","required_points");