-- Trending and insights. hot_rank: the hot score of shared/contract/src/trending.ts (HOT_SCORE), stored per
-- statement for the last 7 days (NULL once older); refreshed on votes and comments and by the API's decay job.
ALTER TABLE "statements" ADD COLUMN "hot_rank" double precision;--> statement-breakpoint
UPDATE "statements" SET "hot_rank" = log(greatest(1, 3 + upvotes - downvotes + comment_count)::float8)
  / power(greatest(extract(epoch FROM (now() - created_at))::float8 / 3600, 0) + 2, 1.8)
  WHERE created_at >= now() - interval '168 hours' AND deleted_at IS NULL;--> statement-breakpoint
-- A statement inserted now is zero hours old with no votes: its score from the start (older inserts, such as seeds,
-- are put right by the decay job).
ALTER TABLE "statements" ALTER COLUMN "hot_rank" SET DEFAULT (log(3::float8) / power(2::float8, 1.8));--> statement-breakpoint
CREATE INDEX "statements_hot_idx" ON "statements" USING btree ("hot_rank","id","created_at") WHERE deleted_at IS NULL AND hot_rank IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statements_type_hot_idx" ON "statements" USING btree ("statement_type","hot_rank","id","created_at") WHERE deleted_at IS NULL AND hot_rank IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statements_contested_idx" ON "statements" USING btree ((least(upvotes, downvotes)),((upvotes + downvotes)),"id") WHERE deleted_at IS NULL AND outcome = 'pending' AND statement_type = 'prediction';--> statement-breakpoint
CREATE INDEX "statements_upcoming_idx" ON "statements" USING btree ("event_date","league","id") WHERE deleted_at IS NULL AND outcome = 'pending' AND statement_type = 'prediction';
