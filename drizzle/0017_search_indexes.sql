-- Search sources read newest first and bounded (ORDER BY video_id DESC LIMIT n): index-only scans.
CREATE INDEX IF NOT EXISTS "video_tags_tag_video_idx" ON "video_tags" ("tag_id", "video_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_categories_category_video_idx" ON "video_categories" ("category_id", "video_id");
--> statement-breakpoint
-- The words of the search documents per language (stemmed lexemes): prefixes typed so far expand to
-- whole lexemes (exact lexemes plan and run far better than tsquery prefixes), and typos are
-- corrected against them (trigram index). Kept by a trigger; a lexeme is never removed (a stale one
-- simply matches nothing).
CREATE TABLE "search_lexemes" (
  "lang" text NOT NULL,
  "lexeme" text NOT NULL,
  PRIMARY KEY ("lang", "lexeme")
);
--> statement-breakpoint
CREATE INDEX "search_lexemes_trgm_idx" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" ("lang", "lexeme" text_pattern_ops);
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert adds its lexemes in one statement.
CREATE FUNCTION "videos_search_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexemes" ("lang", "lexeme")
    SELECT 'de', unnest(tsvector_to_array("search_de")) FROM new_rows
    UNION SELECT 'en', unnest(tsvector_to_array("search_en")) FROM new_rows
    UNION SELECT 'es', unnest(tsvector_to_array("search_es")) FROM new_rows
    UNION SELECT 'nl', unnest(tsvector_to_array("search_nl")) FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "videos_search_lexemes_insert" AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "videos_search_lexemes"();
--> statement-breakpoint
-- Updates of counters (likes, views, sales) must not pay for this: only title/description changes.
CREATE FUNCTION "video_search_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexemes" ("lang", "lexeme")
    SELECT 'de', unnest(tsvector_to_array(NEW."search_de"))
    UNION SELECT 'en', unnest(tsvector_to_array(NEW."search_en"))
    UNION SELECT 'es', unnest(tsvector_to_array(NEW."search_es"))
    UNION SELECT 'nl', unnest(tsvector_to_array(NEW."search_nl"))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "videos_search_lexemes_update" AFTER UPDATE OF "title", "description" ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "video_search_lexemes"();
--> statement-breakpoint
INSERT INTO "search_lexemes" ("lang", "lexeme")
  SELECT DISTINCT 'de', unnest(tsvector_to_array("search_de")) FROM "videos"
  UNION SELECT DISTINCT 'en', unnest(tsvector_to_array("search_en")) FROM "videos"
  UNION SELECT DISTINCT 'es', unnest(tsvector_to_array("search_es")) FROM "videos"
  UNION SELECT DISTINCT 'nl', unnest(tsvector_to_array("search_nl")) FROM "videos"
ON CONFLICT DO NOTHING;
