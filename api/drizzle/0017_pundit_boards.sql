-- Pundits' all-time boards. The Commentators (Podcasts, Shows) all-time leaderboard read every counted
-- receipt of the kind per request (about 30,000 index entries and a streak probe per ranked pundit with 100,000
-- receipts: p99 26-92 ms); it now reads pundit_boards, one row per pundit with a counted receipt. The rows are kept
-- exact by the triggers below, in the transaction of the write: every insert, update or delete of a statement that
-- makes a receipt start or stop counting, or changes a counted one's outcome, resolution time or pundit, recomputes
-- the ONE affected pundit's row from statements_receipts_scored_idx (an index-only read of that pundit's receipts).
-- Counted = the condition of countedSql in src/repositories/pundit-records.ts (deleted_at and moderation are not in it).
-- One pundit's refreshes are serialised by an advisory lock (1012, pundit id), taken before the refresh's reads: under
-- READ COMMITTED each later statement of the function sees what a concurrent refresh of the same pundit committed.
CREATE TABLE "pundit_boards" (
	"pundit_kind" text NOT NULL,
	"pundit_id" integer NOT NULL,
	"correct" integer NOT NULL,
	"incorrect" integer NOT NULL,
	"push" integer NOT NULL,
	"current_streak" integer NOT NULL,
	CONSTRAINT "pundit_boards_pundit_kind_pundit_id_pk" PRIMARY KEY("pundit_kind","pundit_id")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION pundit_board_refresh(p_kind text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1012, p_id);
  DELETE FROM pundit_boards WHERE pundit_kind = p_kind AND pundit_id = p_id;
  INSERT INTO pundit_boards (pundit_kind, pundit_id, correct, incorrect, push, current_streak)
  SELECT p_kind, p_id,
         count(*) FILTER (WHERE s.outcome = 'correct'),
         count(*) FILTER (WHERE s.outcome = 'incorrect'),
         count(*) FILTER (WHERE s.outcome = 'push'),
         count(*) FILTER (WHERE s.outcome = 'correct' AND (m.id IS NULL OR (s.resolved_at, s.id) > (m.resolved_at, m.id)))
  FROM statements s
  LEFT JOIN (
    SELECT l.resolved_at, l.id FROM statements l
    WHERE l.said_by_kind = p_kind AND l.said_by_id = p_id AND l.source_status = 'confirmed'
      AND l.statement_type = 'prediction' AND l.outcome = 'incorrect'
    ORDER BY l.resolved_at DESC, l.id DESC LIMIT 1) m ON true
  WHERE s.said_by_kind = p_kind AND s.said_by_id = p_id AND s.source_status = 'confirmed'
    AND s.statement_type = 'prediction' AND s.outcome IN ('correct', 'incorrect', 'push')
  HAVING count(*) > 0;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pundit_boards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.said_by_id IS NOT NULL THEN PERFORM pundit_board_refresh(NEW.said_by_kind, NEW.said_by_id); END IF;
    RETURN NULL;
  END IF;
  IF OLD.said_by_kind IS NOT NULL AND OLD.said_by_id IS NOT NULL THEN
    PERFORM pundit_board_refresh(OLD.said_by_kind, OLD.said_by_id);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.said_by_kind IS NOT NULL AND NEW.said_by_id IS NOT NULL
       AND (NEW.said_by_kind, NEW.said_by_id) IS DISTINCT FROM (OLD.said_by_kind, OLD.said_by_id) THEN
      PERFORM pundit_board_refresh(NEW.said_by_kind, NEW.said_by_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pundit_boards_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pundit_boards;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every board from scratch (this migration; bulk loads with triggers off, e.g. api/bench/pundits.ts).
CREATE OR REPLACE FUNCTION pundit_boards_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pundit_boards;
  INSERT INTO pundit_boards (pundit_kind, pundit_id, correct, incorrect, push, current_streak)
  SELECT b.said_by_kind, b.said_by_id, b.correct, b.incorrect, b.push,
         (SELECT count(*) FROM statements a
          WHERE a.said_by_kind = b.said_by_kind AND a.said_by_id = b.said_by_id AND a.source_status = 'confirmed'
            AND a.statement_type = 'prediction' AND a.outcome = 'correct'
            AND (m.id IS NULL OR (a.resolved_at, a.id) > (m.resolved_at, m.id)))
  FROM (
    SELECT said_by_kind, said_by_id,
           count(*) FILTER (WHERE outcome = 'correct') AS correct,
           count(*) FILTER (WHERE outcome = 'incorrect') AS incorrect,
           count(*) FILTER (WHERE outcome = 'push') AS push
    FROM statements
    WHERE said_by_kind IS NOT NULL AND said_by_id IS NOT NULL AND source_status = 'confirmed'
      AND statement_type = 'prediction' AND outcome IN ('correct', 'incorrect', 'push')
    GROUP BY said_by_kind, said_by_id) b
  LEFT JOIN LATERAL (
    SELECT l.resolved_at, l.id FROM statements l
    WHERE l.said_by_kind = b.said_by_kind AND l.said_by_id = b.said_by_id AND l.source_status = 'confirmed'
      AND l.statement_type = 'prediction' AND l.outcome = 'incorrect'
    ORDER BY l.resolved_at DESC, l.id DESC LIMIT 1) m ON true;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_pundit_boards_added" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_pundit_boards_added" AFTER INSERT ON "statements" FOR EACH ROW
  WHEN (NEW.said_by_kind IS NOT NULL AND NEW.source_status = 'confirmed' AND NEW.statement_type = 'prediction'
        AND NEW.outcome IN ('correct', 'incorrect', 'push'))
  EXECUTE FUNCTION pundit_boards_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_pundit_boards_changed" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_pundit_boards_changed"
  AFTER UPDATE OF said_by_kind, said_by_id, source_status, statement_type, outcome, resolved_at ON "statements" FOR EACH ROW
  WHEN ((OLD.said_by_kind, OLD.said_by_id, OLD.source_status, OLD.statement_type, OLD.outcome, OLD.resolved_at)
          IS DISTINCT FROM (NEW.said_by_kind, NEW.said_by_id, NEW.source_status, NEW.statement_type, NEW.outcome, NEW.resolved_at)
        AND ((OLD.said_by_kind IS NOT NULL AND OLD.source_status = 'confirmed' AND OLD.statement_type = 'prediction'
              AND OLD.outcome IN ('correct', 'incorrect', 'push'))
          OR (NEW.said_by_kind IS NOT NULL AND NEW.source_status = 'confirmed' AND NEW.statement_type = 'prediction'
              AND NEW.outcome IN ('correct', 'incorrect', 'push'))))
  EXECUTE FUNCTION pundit_boards_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_pundit_boards_removed" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_pundit_boards_removed" AFTER DELETE ON "statements" FOR EACH ROW
  WHEN (OLD.said_by_kind IS NOT NULL AND OLD.source_status = 'confirmed' AND OLD.statement_type = 'prediction'
        AND OLD.outcome IN ('correct', 'incorrect', 'push'))
  EXECUTE FUNCTION pundit_boards_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_pundit_boards_truncated" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_pundit_boards_truncated" AFTER TRUNCATE ON "statements" FOR EACH STATEMENT
  EXECUTE FUNCTION pundit_boards_truncated();--> statement-breakpoint
SELECT pundit_boards_refill();
