-- Global search (spec content §2/§4/§5): full-text search per language plus trigram similarity.
-- Both extensions ship with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The letters of a word in order: a swap of two neighbouring letters ("anla") keeps them.
CREATE FUNCTION "sorted_letters"(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT string_agg(c, '' ORDER BY c) FROM regexp_split_to_table(word, '') AS c $$;
--> statement-breakpoint
-- One search document per language: the title (weight A) and the description (weight B) in that
-- language, falling back to English as pickLocalized does, stemmed with the language's dictionary.
ALTER TABLE "videos" ADD COLUMN "search_de" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german'::regconfig, coalesce(nullif("title"->>'de', ''), "title"->>'en', '')), 'A') ||
  setweight(to_tsvector('german'::regconfig, coalesce(nullif("description"->>'de', ''), "description"->>'en', '')), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title"->>'en', '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description"->>'en', '')), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_es" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('spanish'::regconfig, coalesce(nullif("title"->>'es', ''), "title"->>'en', '')), 'A') ||
  setweight(to_tsvector('spanish'::regconfig, coalesce(nullif("description"->>'es', ''), "description"->>'en', '')), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_nl" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('dutch'::regconfig, coalesce(nullif("title"->>'nl', ''), "title"->>'en', '')), 'A') ||
  setweight(to_tsvector('dutch'::regconfig, coalesce(nullif("description"->>'nl', ''), "description"->>'en', '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "videos_search_de_idx" ON "videos" USING gin ("search_de");
--> statement-breakpoint
CREATE INDEX "videos_search_en_idx" ON "videos" USING gin ("search_en");
--> statement-breakpoint
CREATE INDEX "videos_search_es_idx" ON "videos" USING gin ("search_es");
--> statement-breakpoint
CREATE INDEX "videos_search_nl_idx" ON "videos" USING gin ("search_nl");
--> statement-breakpoint
-- Actor names: prefix (LIKE 'abc%') and typo (similarity) look-ups through one trigram index.
CREATE INDEX "actors_name_trgm_idx" ON "actors" USING gin (lower("name") gin_trgm_ops);
