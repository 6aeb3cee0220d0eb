-- Actor names are found by prefix ranges and equality on the lower(name) btree index and by
-- similarity within a first-letter range (modules/search/queries.ts); the trigram index of 0016 is
-- no longer read, and the planner preferred it over the btree for equality at several times the cost.
DROP INDEX IF EXISTS "actors_name_trgm_idx";
