CREATE TABLE "game_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"config_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"day" date NOT NULL,
	"attempt_no" smallint NOT NULL,
	"reward_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_attempts_no" CHECK ("game_attempts"."attempt_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "game_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text DEFAULT 'reward' NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"daily_attempts" smallint NOT NULL,
	"points_per_attempt" integer DEFAULT 0 NOT NULL,
	"day_configs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_configs_type" CHECK ("game_configs"."game_type" in ('spinwheel', 'slotmachine', 'prizegame')),
	CONSTRAINT "game_configs_attempts" CHECK ("game_configs"."daily_attempts" between 1 and 100),
	CONSTRAINT "game_configs_points" CHECK ("game_configs"."points_per_attempt" >= 0),
	CONSTRAINT "game_configs_dates" CHECK ("game_configs"."ends_at" is null or "game_configs"."ends_at" > "game_configs"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "game_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"config_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"benefit" jsonb NOT NULL,
	"label" jsonb NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"granted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_rewards_weight" CHECK ("game_rewards"."weight" between 0 and 1000000),
	CONSTRAINT "game_rewards_stock" CHECK ("game_rewards"."stock" is null or ("game_rewards"."stock" >= 0 and "game_rewards"."granted" <= "game_rewards"."stock")),
	CONSTRAINT "game_rewards_granted" CHECK ("game_rewards"."granted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_config_id_game_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."game_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_reward_id_game_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."game_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rewards" ADD CONSTRAINT "game_rewards_config_id_game_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."game_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_attempts_once" ON "game_attempts" USING btree ("config_id","guest_id","day","attempt_no");--> statement-breakpoint
CREATE INDEX "game_attempts_guest_idx" ON "game_attempts" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_configs_key" ON "game_configs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "game_rewards_config_idx" ON "game_rewards" USING btree ("config_id","position");