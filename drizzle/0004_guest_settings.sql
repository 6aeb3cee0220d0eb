CREATE TABLE "guest_relations" (
	"guest_id" integer NOT NULL,
	"relation_type_id" smallint NOT NULL,
	"object_type_id" smallint NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_relations_guest_id_relation_type_id_object_type_id_object_id_pk" PRIMARY KEY("guest_id","relation_type_id","object_type_id","object_id")
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "notifications_settings" jsonb DEFAULT '{"email":true,"push":false,"newVideos":true,"actorOnline":true,"messages":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "newsletter_bits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "data_protection_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "conversion_chat_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "auto_recharge_teaser_state" text DEFAULT 'show' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_relations" ADD CONSTRAINT "guest_relations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;