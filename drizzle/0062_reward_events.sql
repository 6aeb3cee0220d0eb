ALTER TABLE "game_configs" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "game_configs" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "game_configs" ADD COLUMN "coin_budget" integer;--> statement-breakpoint
ALTER TABLE "game_configs" ADD COLUMN "coins_granted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rewards" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "game_rewards" SET "code" = 'r' || ("position" + 1);--> statement-breakpoint
ALTER TABLE "game_rewards" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_configs_event_id" ON "game_configs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rewards_code" ON "game_rewards" USING btree ("config_id","code");--> statement-breakpoint
ALTER TABLE "game_configs" ADD CONSTRAINT "game_configs_event_id_positive" CHECK ("game_configs"."event_id" is null or "game_configs"."event_id" > 0);--> statement-breakpoint
ALTER TABLE "game_configs" ADD CONSTRAINT "game_configs_event_type" CHECK (("game_configs"."event_id" is null) = ("game_configs"."event_type" is null) and ("game_configs"."event_type" is null or "game_configs"."event_type" in ('slotmachine', 'halloween', 'reward-box', 'wiesn-shooting', 'wet-and-wild', 'wiesn-bude', 'kickIt', 'venus-attacks')));--> statement-breakpoint
ALTER TABLE "game_configs" ADD CONSTRAINT "game_configs_coin_budget" CHECK ("game_configs"."coins_granted" >= 0 and ("game_configs"."coin_budget" is null or ("game_configs"."coin_budget" >= 0 and "game_configs"."coins_granted" <= "game_configs"."coin_budget")));