-- Search speed, people in suggestions. search_names (0007, 0009) found people through three trigram indexes
-- and then checked and ranked every candidate row by word similarity on three columns (about 9 µs a row: a surname
-- shared by 100 people cost 1 ms per search, most of a suggestion's database time). People are now found through a
-- dictionary of the words in their names: each distinct word is matched once (trigram index on search_words), the
-- people with that word come from an index (user_search_words), and a person's score is the mean, over the words of
-- the query, of the best similarity of one of their words (every word of the query must match one of theirs, similar
-- from 0.4 word to word, or containing it).
-- Words: username, display name and name, lower-cased and split at ASCII spaces and punctuation (letters beyond ASCII
-- stay in words). A trigger keeps a user's words; search_words only grows (a word nobody uses any more finds nobody).
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "user_search_words" (
  "word" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  PRIMARY KEY ("word", "user_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_search_words_user_idx" ON "user_search_words" ("user_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION name_words(VARIADIC parts text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM unnest(parts) p, regexp_split_to_table(lower(coalesce(p, '')), '[[:space:][:punct:]]+') w WHERE w <> ''
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM user_search_words WHERE user_id = NEW.id;
  END IF;
  INSERT INTO search_words (word) SELECT w FROM name_words(NEW.username, NEW.display_name, NEW.name) w ON CONFLICT DO NOTHING;
  INSERT INTO user_search_words (word, user_id) SELECT w, NEW.id FROM name_words(NEW.username, NEW.display_name, NEW.name) w;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_search_words" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_search_words" AFTER INSERT OR UPDATE OF username, display_name, name ON "users"
  FOR EACH ROW EXECUTE FUNCTION user_search_words_sync();--> statement-breakpoint
-- Every user's words from scratch (this migration; bulk loads with triggers off: api/bench/seed.ts).
CREATE OR REPLACE FUNCTION user_search_words_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_search_words;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM users u, name_words(u.username, u.display_name, u.name) w ON CONFLICT DO NOTHING;
  INSERT INTO user_search_words (word, user_id) SELECT w, u.id FROM users u, name_words(u.username, u.display_name, u.name) w;
$$;--> statement-breakpoint
SELECT user_search_words_refill();--> statement-breakpoint
-- Built after the words are in, without a pending list: new words are rare (a sign-up, a rename), and with one every
-- search read the whole list (a fresh database's 10,000 words: 11 ms, and the planner then preferred a full scan).
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
ANALYZE search_words;--> statement-breakpoint
ANALYZE user_search_words;--> statement-breakpoint
-- The same function, people through the dictionary: each word of the query is matched against the distinct words
-- once (similar, `%>`, or containing it), with a constant per loop so the trigram index serves it; then the people
-- with those words by index. The directory kinds are unchanged (0009). jit off: a plan's cost can pass the JIT
-- threshold on a misestimate, and compiling costs more than the whole search.
CREATE OR REPLACE FUNCTION search_names(
  q text, pattern text, lim integer, want_users boolean, want_commentators boolean, want_podcasts boolean, want_shows boolean
) RETURNS TABLE (kind text, hit json)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET jit = off
AS $$
DECLARE
  tokens text[] := ARRAY(SELECT t FROM regexp_split_to_table(lower(q), '[[:space:][:punct:]]+') t WHERE t <> '');
  words text[] := '{}';
  sims real[] := '{}';
  ns integer[] := '{}';
  i integer;
  -- Missing until pg_trgm's library has loaded in this session (its default is 0.6).
  threshold text := coalesce(current_setting('pg_trgm.word_similarity_threshold', true), '0.6');
BEGIN
  IF want_users AND cardinality(tokens) > 0 THEN
    -- One word against one word is stricter than the whole query against a whole name ('orcle' ~ 'oracle' is 0.44,
    -- 'hoops_orcle' ~ 'hoops_oracle' 0.67): words are similar from 0.4; every word of the query must still match.
    PERFORM set_config('pg_trgm.word_similarity_threshold', '0.4', true);
    FOR i IN 1..cardinality(tokens) LOOP
      SELECT words || coalesce(array_agg(sw.word), '{}'), sims || coalesce(array_agg(word_similarity(tokens[i], sw.word)), '{}'),
             ns || coalesce(array_agg(i), '{}')
        INTO words, sims, ns
        FROM search_words sw
        WHERE sw.word LIKE '%' || tokens[i] || '%' OR sw.word %> tokens[i];
    END LOOP;
    PERFORM set_config('pg_trgm.word_similarity_threshold', threshold, true);
    RETURN QUERY
      WITH matched AS (SELECT * FROM unnest(words, sims, ns) AS m(word, sim, n)),
      per_word AS (
        SELECT uw.user_id, m.n, max(m.sim) AS sim
        FROM matched m JOIN user_search_words uw ON uw.word = m.word
        GROUP BY uw.user_id, m.n
      ),
      ranked AS (
        SELECT p.user_id, avg(p.sim) AS score FROM per_word p
        GROUP BY p.user_id HAVING count(*) = cardinality(tokens)
        ORDER BY score DESC, p.user_id
        LIMIT lim
      )
      SELECT 'users'::text, json_build_object('user_id', u.id, 'username', u.username, 'display_name', u.display_name,
                                              'name', u.name, 'photo_url', u.photo_url)
      FROM ranked r JOIN users u ON u.id = r.user_id
      ORDER BY r.score DESC, r.user_id;
  END IF;
  IF want_commentators THEN
    RETURN QUERY
      SELECT 'commentators'::text, json_build_object('id', d.id, 'slug', d.slug, 'name', d.name, 'photo_url', d.photo_url,
                                                     'sport_league_name', d.sport_league_name)
      FROM commentators d
      WHERE d.name ILIKE pattern OR d.name %> q
      ORDER BY coalesce(word_similarity(q, d.name), 0) DESC, d.followers_count DESC, d.id
      LIMIT lim;
  END IF;
  IF want_podcasts THEN
    RETURN QUERY
      SELECT 'podcasts'::text, json_build_object('id', d.id, 'slug', d.slug, 'name', d.name, 'photo_url', d.photo_url,
                                                 'sport_league_name', d.sport_league_name)
      FROM podcasts d
      WHERE d.name ILIKE pattern OR d.name %> q
      ORDER BY coalesce(word_similarity(q, d.name), 0) DESC, d.followers_count DESC, d.id
      LIMIT lim;
  END IF;
  IF want_shows THEN
    RETURN QUERY
      SELECT 'shows'::text, json_build_object('id', d.id, 'slug', d.slug, 'name', d.name, 'photo_url', d.photo_url,
                                              'sport_league_name', d.sport_league_name)
      FROM shows d
      WHERE d.name ILIKE pattern OR d.name %> q
      ORDER BY coalesce(word_similarity(q, d.name), 0) DESC, d.followers_count DESC, d.id
      LIMIT lim;
  END IF;
END
$$;
