-- Track record speed-up. A user's rank counts the score_boards rows ahead of them in
-- score_boards_rank_idx: an index-only scan while the table's pages are all-visible, but every outcome change rewrites
-- a few of the user's rows (not HOT: n and skill are indexed), and under the default thresholds (20% of the table
-- dead) autovacuum leaves those pages off the visibility map for a long time, so each rank read visits the heap for
-- every row it counts (a record read measured 4x slower: 12 ms instead of 3 ms on a loaded machine). Vacuum the
-- boards after a few hundred changed rows instead; a vacuum of the whole table is a few hundred milliseconds.
ALTER TABLE "score_boards" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 500);
