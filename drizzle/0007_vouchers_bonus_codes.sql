CREATE TABLE "bonus_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"benefits" jsonb NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"require_vip" boolean DEFAULT false NOT NULL,
	"require_mobile_auth" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_redemptions" (
	"code" text NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_redemptions_code_guest_id_pk" PRIMARY KEY("code","guest_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"actor_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_type" CHECK ("vouchers"."type" between 1 and 10),
	CONSTRAINT "vouchers_remaining" CHECK ("vouchers"."remaining" >= 0 and "vouchers"."remaining" <= "vouchers"."amount"),
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."valid_to" > "vouchers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_redemptions" ADD CONSTRAINT "bonus_redemptions_code_bonus_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."bonus_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_redemptions" ADD CONSTRAINT "bonus_redemptions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_guest_idx" ON "vouchers" USING btree ("guest_id","type");