-- Search speed: search_names (migration 0007) with the same matches and order, its conditions written
-- cheapest first. The trigram indexes are lossy, so every candidate row is checked again against the whole OR, in
-- the order written: a name containing the text is now accepted by ILIKE (well under a microsecond) before any word
-- similarity is computed (about 2 microseconds per name). At 10,000 people, 'hallo' (100 matches): 1.33 -> 0.87 ms.
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
      WHERE u.username ILIKE pattern OR u.display_name ILIKE pattern OR u.name ILIKE pattern
         OR u.username %> q OR u.display_name %> q OR u.name %> q
      ORDER BY greatest(coalesce(word_similarity(q, u.username), 0), coalesce(word_similarity(q, u.display_name), 0),
                        coalesce(word_similarity(q, u.name), 0)) DESC, u.id
      LIMIT lim;
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
