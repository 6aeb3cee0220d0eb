-- Search (docs/decisions.md "Search"): the text source reads the newest videos whose document
-- matches, scanning ids backwards. On the wide videos rows a pair of common words (each in 16 % of
-- the documents, both in 2.5 %) read about 14,000 rows to find 300; these covering indexes hold each
-- language's document beside the id, so the scan reads narrow index pages only (an index-only scan
-- on pages marked all-visible by vacuum; about 2x faster on the bench catalogue).
CREATE INDEX "videos_id_search_de_idx" ON "videos" ("id") INCLUDE ("search_de");
--> statement-breakpoint
CREATE INDEX "videos_id_search_en_idx" ON "videos" ("id") INCLUDE ("search_en");
--> statement-breakpoint
CREATE INDEX "videos_id_search_es_idx" ON "videos" ("id") INCLUDE ("search_es");
--> statement-breakpoint
CREATE INDEX "videos_id_search_nl_idx" ON "videos" ("id") INCLUDE ("search_nl");
