-- Search speed, a take search's first step without walking rows. A search first looks among the newest
-- takes (a word found there often enough is common, and its newest matches are ranked; src/repositories/search.ts).
-- That step walked the newest 3,000 rows of statements and tested each row's search_vector (about 1.3 ms of CPU per
-- search). search_recent holds the same newest non-deleted takes' vectors with their own small GIN index, so the step
-- reads only the matches (a surname in 1% of takes: about 30 rows instead of 3,000).
-- Invariant: search_recent holds every non-deleted statement at or after its oldest row (so a page of matches found
-- there is exact), about the newest 3,000 (3,000 to 3,500: trimmed back to 3,000 when it passes 3,500). A take
-- inserted older than its oldest row is not added (the window would then miss takes between them); deleted takes
-- leave it; when it is empty (a new database, or a bulk load with triggers off) the next insert refills it.
-- The trigger adds work to statement inserts and to edits of title, body or deleted_at only (not to votes).
CREATE TABLE IF NOT EXISTS "search_recent" (
  "id" bigint PRIMARY KEY REFERENCES "statements"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  "search_vector" tsvector NOT NULL
);--> statement-breakpoint
-- fastupdate off: a search would otherwise scan the whole pending list of recent inserts (see below).
CREATE INDEX IF NOT EXISTS "search_recent_vector_idx" ON "search_recent" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_recent_created_idx" ON "search_recent" ("created_at", "id");--> statement-breakpoint
-- The newest 3,000 non-deleted takes, from scratch (migration, bulk loads; api/bench/seed.ts).
CREATE OR REPLACE FUNCTION search_recent_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_recent;
  INSERT INTO search_recent (id, created_at, search_vector)
  SELECT id, created_at, search_vector FROM statements WHERE deleted_at IS NULL
  ORDER BY created_at DESC, id DESC LIMIT 3000;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_recent_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  oldest record;
BEGIN
  SELECT created_at, id INTO oldest FROM search_recent ORDER BY created_at, id LIMIT 1;
  IF NOT FOUND THEN
    PERFORM search_recent_refill();
    RETURN NULL;
  END IF;
  INSERT INTO search_recent (id, created_at, search_vector)
  SELECT a.id, a.created_at, a.search_vector FROM added a
  WHERE a.deleted_at IS NULL AND (a.created_at, a.id) > (oldest.created_at, oldest.id)
  ON CONFLICT (id) DO NOTHING;
  IF (SELECT count(*) FROM search_recent) > 3500 THEN
    DELETE FROM search_recent WHERE (created_at, id) < (
      SELECT created_at, id FROM search_recent ORDER BY created_at DESC, id DESC OFFSET 2999 LIMIT 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_recent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM search_recent WHERE id = NEW.id;
  ELSE
    -- An edit of a kept take, or a take undeleted inside the window.
    INSERT INTO search_recent (id, created_at, search_vector)
    SELECT NEW.id, NEW.created_at, NEW.search_vector
    WHERE (NEW.created_at, NEW.id) >= (SELECT created_at, id FROM search_recent ORDER BY created_at, id LIMIT 1)
    ON CONFLICT (id) DO UPDATE SET search_vector = EXCLUDED.search_vector;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_search_recent_added" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_search_recent_added" AFTER INSERT ON "statements"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_recent_added();--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_search_recent_changed" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_search_recent_changed" AFTER UPDATE OF title, body, deleted_at ON "statements"
  FOR EACH ROW EXECUTE FUNCTION search_recent_changed();--> statement-breakpoint
SELECT search_recent_refill();--> statement-breakpoint
ANALYZE search_recent;--> statement-breakpoint
-- The takes' full-text index without a pending list: every non-HOT update of a statement (a vote, the hot-score decay
-- job's 12,000 rows every 5 minutes) queued its words there until the next vacuum, and every search through the
-- index read the whole list (482 pages, about 3 ms, measured after the decay job). Updates now insert into the index
-- directly (the decay job's statement took 1.0 s instead of 0.55 s; about 40 µs more per updated take).
ALTER INDEX "statements_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('statements_search_idx'::regclass);
