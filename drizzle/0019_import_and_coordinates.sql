ALTER TABLE "actors" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "actors" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "actors" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "actors_external_id_idx" ON "actors" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "albums_external_id_idx" ON "albums" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_external_id_idx" ON "videos" USING btree ("external_id");