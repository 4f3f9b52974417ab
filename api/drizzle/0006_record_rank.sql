-- A user's rank without counting score_boards rows. Counting the rows ahead of a user is an index-only
-- scan only while score_boards is all-visible; every outcome change rewrites some of its rows, and without a vacuum
-- (autovacuum off, or not yet run) each count visits the heap for every row it counts. Instead each API process keeps
-- a board's ranking order in memory (src/repositories/rank-index.ts) and ranks by binary search. This sequence is
-- the boards' generation: every change to score_boards takes nextval() after its transaction commits, and readers
-- read pg_sequence_last_value() in the same statement as their own board row; a process reloads a board's order when
-- the generation it read is newer than the one the order was loaded at. A sequence: no row to lock or rewrite.
CREATE SEQUENCE IF NOT EXISTS "score_boards_gen";--> statement-breakpoint
SELECT setval('score_boards_gen', 1);
