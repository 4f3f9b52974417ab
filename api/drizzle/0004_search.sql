-- Search: full-text search over statements (title weighted above body) and trigram similarity for the
-- names of users, commentators, podcasts and shows ('halloren' finds 'Halloran'). pg_trgm is a trusted extension
-- (PostgreSQL 13+: a database owner may create it); PGlite loads it from its contrib bundle (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "statements_search_idx" ON "statements" USING gin ("search_vector") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "commentators_name_trgm_idx" ON "commentators" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "podcasts_name_trgm_idx" ON "podcasts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shows_name_trgm_idx" ON "shows" USING gin ("name" gin_trgm_ops);
