CREATE TABLE "gift_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_gifts" (
	"guest_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "guest_gifts_guest_id_gift_id_pk" PRIMARY KEY("guest_id","gift_id"),
	CONSTRAINT "guest_gifts_count_nonnegative" CHECK ("guest_gifts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_gifts" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"price" integer NOT NULL,
	"image_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"random" boolean DEFAULT false NOT NULL,
	CONSTRAINT "messenger_gifts_price_positive" CHECK ("messenger_gifts"."price" > 0),
	CONSTRAINT "messenger_gifts_duration" CHECK ("messenger_gifts"."duration_seconds" is null or "messenger_gifts"."duration_seconds" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "messenger_message_gifts" (
	"message_id" bigint NOT NULL,
	"gift_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"from_owned" integer DEFAULT 0 NOT NULL,
	"from_vouchers" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "messenger_message_gifts_message_id_gift_id_pk" PRIMARY KEY("message_id","gift_id"),
	CONSTRAINT "messenger_message_gifts_quantity" CHECK ("messenger_message_gifts"."quantity" between 1 and 99),
	CONSTRAINT "messenger_message_gifts_parts" CHECK ("messenger_message_gifts"."from_owned" >= 0 and "messenger_message_gifts"."from_vouchers" >= 0 and "messenger_message_gifts"."coins" >= 0 and "messenger_message_gifts"."from_owned" + "messenger_message_gifts"."from_vouchers" <= "messenger_message_gifts"."quantity")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "online_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_gifts" ADD CONSTRAINT "guest_gifts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_gifts" ADD CONSTRAINT "guest_gifts_gift_id_messenger_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."messenger_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_gifts" ADD CONSTRAINT "messenger_gifts_category_id_gift_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gift_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_message_gifts" ADD CONSTRAINT "messenger_message_gifts_message_id_messenger_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messenger_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_message_gifts" ADD CONSTRAINT "messenger_message_gifts_gift_id_messenger_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."messenger_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_gifts_name_idx" ON "messenger_gifts" USING btree ("name");