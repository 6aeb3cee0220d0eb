CREATE TABLE "held_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "held_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"label" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "held_alerts_channel" CHECK ("held_alerts"."channel" in ('push','sms')),
	CONSTRAINT "held_alerts_kind" CHECK ("held_alerts"."kind" in ('actorOnline','showReminder'))
);
--> statement-breakpoint
CREATE TABLE "quiet_hours" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"time_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiet_hours_start" CHECK ("quiet_hours"."start_minute" between 0 and 1439),
	CONSTRAINT "quiet_hours_end" CHECK ("quiet_hours"."end_minute" between 0 and 1439),
	CONSTRAINT "quiet_hours_window" CHECK ("quiet_hours"."start_minute" <> "quiet_hours"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "push_notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "held_alerts" ADD CONSTRAINT "held_alerts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiet_hours" ADD CONSTRAINT "quiet_hours_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_alerts_source_idx" ON "held_alerts" USING btree ("guest_id","channel","source_key");--> statement-breakpoint
CREATE INDEX "held_alerts_pending_idx" ON "held_alerts" USING btree ("guest_id") WHERE "held_alerts"."delivered_at" is null;