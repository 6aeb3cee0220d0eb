ALTER TABLE "guests" ADD COLUMN "one_click_buy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "one_click_buy_limit" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_one_click_buy_limit" CHECK ("guests"."one_click_buy_limit" between 1 and 1000);