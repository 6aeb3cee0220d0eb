CREATE TABLE "daily_streak_rewards" (
	"guest_id" integer NOT NULL,
	"day" date NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_streak_rewards_guest_id_day_pk" PRIMARY KEY("guest_id","day"),
	CONSTRAINT "daily_streak_rewards_coins" CHECK ("daily_streak_rewards"."coins" > 0)
);
--> statement-breakpoint
ALTER TABLE "daily_streak_rewards" ADD CONSTRAINT "daily_streak_rewards_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;