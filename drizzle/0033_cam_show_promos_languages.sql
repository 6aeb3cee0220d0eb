CREATE TABLE "cam_show_promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cam_show_promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent_off" integer,
	"coins_off" integer,
	"actor_id" integer,
	"show_id" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cam_show_promo_codes_discount" CHECK (("cam_show_promo_codes"."percent_off" is null) <> ("cam_show_promo_codes"."coins_off" is null) and coalesce("cam_show_promo_codes"."percent_off", 1) between 1 and 100 and coalesce("cam_show_promo_codes"."coins_off", 1) > 0),
	CONSTRAINT "cam_show_promo_codes_uses" CHECK ("cam_show_promo_codes"."uses" >= 0 and ("cam_show_promo_codes"."max_uses" is null or ("cam_show_promo_codes"."max_uses" > 0 and "cam_show_promo_codes"."uses" <= "cam_show_promo_codes"."max_uses")))
);
--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "cam_shows" ADD COLUMN "title_translations" jsonb;--> statement-breakpoint
ALTER TABLE "cam_shows" ADD COLUMN "description_translations" jsonb;--> statement-breakpoint
ALTER TABLE "cam_show_promo_codes" ADD CONSTRAINT "cam_show_promo_codes_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_promo_codes" ADD CONSTRAINT "cam_show_promo_codes_show_id_cam_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."cam_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cam_show_promo_codes_code" ON "cam_show_promo_codes" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "cam_show_tickets" ADD CONSTRAINT "cam_show_tickets_promo_code_id_cam_show_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."cam_show_promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cam_show_tickets_promo_once" ON "cam_show_tickets" USING btree ("promo_code_id","guest_id") WHERE "cam_show_tickets"."state" = 'active' and "cam_show_tickets"."promo_code_id" is not null;