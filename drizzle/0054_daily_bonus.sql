CREATE TABLE "daily_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"day" date NOT NULL,
	"code" text,
	"top_up_payment_id" text,
	"top_up_coins" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"free" boolean NOT NULL,
	"vip_only" boolean DEFAULT false NOT NULL,
	"value" integer NOT NULL,
	"quantity" integer,
	"purchased" integer DEFAULT 0 NOT NULL,
	"video_id" integer,
	"album_id" integer,
	"actor_id" integer,
	"gift_id" integer,
	"image_id" integer,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_offers_kind" CHECK ("daily_offers"."kind" in ('oneDayVip', 'video', 'photoAlbum', 'topUpPercent', 'topUpFlat', 'merchandise', 'messengerGift', 'videoVoucher')),
	CONSTRAINT "daily_offers_value" CHECK ("daily_offers"."value" > 0),
	CONSTRAINT "daily_offers_stock" CHECK ("daily_offers"."purchased" >= 0 and ("daily_offers"."quantity" is null or "daily_offers"."purchased" <= "daily_offers"."quantity")),
	CONSTRAINT "daily_offers_quantity" CHECK ("daily_offers"."quantity" is null or "daily_offers"."quantity" >= 0),
	CONSTRAINT "daily_offers_video" CHECK ("daily_offers"."kind" <> 'video' or ("daily_offers"."video_id" is not null and not "daily_offers"."free")),
	CONSTRAINT "daily_offers_album" CHECK ("daily_offers"."kind" <> 'photoAlbum' or "daily_offers"."album_id" is not null),
	CONSTRAINT "daily_offers_gift" CHECK ("daily_offers"."kind" <> 'messengerGift' or "daily_offers"."gift_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "daily_claims" ADD CONSTRAINT "daily_claims_offer_id_daily_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."daily_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_claims" ADD CONSTRAINT "daily_claims_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_offers" ADD CONSTRAINT "daily_offers_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_offers" ADD CONSTRAINT "daily_offers_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_offers" ADD CONSTRAINT "daily_offers_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_offers" ADD CONSTRAINT "daily_offers_gift_id_messenger_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."messenger_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_offers" ADD CONSTRAINT "daily_offers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_claims_offer_guest_idx" ON "daily_claims" USING btree ("offer_id","guest_id");--> statement-breakpoint
CREATE INDEX "daily_claims_guest_idx" ON "daily_claims" USING btree ("guest_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_claims_code_idx" ON "daily_claims" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_offers_day_slot_idx" ON "daily_offers" USING btree ("day","slot");--> statement-breakpoint
CREATE INDEX "daily_offers_video_day_idx" ON "daily_offers" USING btree ("video_id","day");