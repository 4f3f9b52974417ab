-- Search speed: the name searches of GET /api/search/ (people, commentators, podcasts, shows) as one
-- function, so the API sends a whole search as a single statement (one round trip instead of a transaction of six).
-- The function runs with sequential scans off: the planner prices pg_trgm's word similarity per row as cheap and
-- would rather compute it for every row of a name table than read its trigram GIN index (migration 0004), which at
-- 10,000 people is some 100 times slower. plpgsql keeps each query's plan for the session (the connection).
-- A person: 'user_id', 'username', 'display_name', 'name', 'photo_url'; the directory: 'id', 'slug', 'name',
-- 'photo_url', 'sport_league_name'. Best first: word similarity to the query, then followers, then id. `pattern` is
-- the query as an ILIKE contains pattern (wildcards escaped by the API), so text anywhere in a name matches too.
CREATE OR REPLACE FUNCTION search_names(
  q text, pattern text, lim integer, want_users boolean, want_commentators boolean, want_podcasts boolean, want_shows boolean
) RETURNS TABLE (kind text, hit json)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
BEGIN
  IF want_users THEN
    RETURN QUERY
      SELECT 'users'::text, json_build_object('user_id', u.id, 'username', u.username, 'display_name', u.display_name,
                                              'name', u.name, 'photo_url', u.photo_url)
      FROM users u
      WHERE u.username %> q OR u.username ILIKE pattern OR u.display_name %> q OR u.display_name ILIKE pattern
         OR u.name %> q OR u.name ILIKE pattern
      ORDER BY greatest(coalesce(word_similarity(q, u.username), 0), coalesce(word_similarity(q, u.display_name), 0),
                        coalesce(word_similarity(q, u.name), 0)) DESC, u.id
      LIMIT lim;
  END IF;
  IF want_commentators THEN
    RETURN QUERY
      SELECT 'commentators'::text, json_build_object('id', d.id, 'slug', d.slug, 'name', d.name, 'photo_url', d.photo_url,
                                                     'sport_league_name', d.sport_league_name)
      FROM commentators d
      WHERE d.name %> q OR d.name ILIKE pattern
      ORDER BY coalesce(word_similarity(q, d.name), 0) DESC, d.followers_count DESC, d.id
      LIMIT lim;
  END IF;
  IF want_podcasts THEN
    RETURN QUERY
      SELECT 'podcasts'::text, json_build_object('id', d.id, 'slug', d.slug, 'name', d.name, 'photo_url', d.photo_url,
                                                 'sport_league_name', d.sport_league_name)
      FROM podcasts d
      WHERE d.name %> q OR d.name ILIKE pattern
      ORDER BY coalesce(word_similarity(q, d.name), 0) DESC, d.followers_count DESC, d.id
      LIMIT lim;
  END IF;
  IF want_shows THEN
    RETURN QUERY
      SELECT 'shows'::text, json_build_object('id', d.id, 'slug', d.slug, 'name', d.name, 'photo_url', d.photo_url,
                                              'sport_league_name', d.sport_league_name)
      FROM shows d
      WHERE d.name %> q OR d.name ILIKE pattern
      ORDER BY coalesce(word_similarity(q, d.name), 0) DESC, d.followers_count DESC, d.id
      LIMIT lim;
  END IF;
END
$$;
