CREATE TABLE "score_boards" (
	"period" text NOT NULL,
	"league" text NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer NOT NULL,
	"hits" integer NOT NULL,
	"brier" integer NOT NULL,
	"skill" double precision GENERATED ALWAYS AS ((100 * n - brier)::float8 / (4 * greatest(20, n))) STORED NOT NULL,
	"current_streak" integer NOT NULL,
	"best_streak" integer NOT NULL,
	CONSTRAINT "score_boards_period_league_user_id_pk" PRIMARY KEY("period","league","user_id")
);
--> statement-breakpoint
CREATE TABLE "score_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"league" text NOT NULL,
	"confidence" smallint NOT NULL,
	"n" integer NOT NULL,
	"hits" integer NOT NULL,
	"brier" integer NOT NULL,
	CONSTRAINT "score_days_user_id_day_league_confidence_pk" PRIMARY KEY("user_id","day","league","confidence")
);
--> statement-breakpoint
CREATE TABLE "score_state" (
	"key" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "statements_created_idx";--> statement-breakpoint
DROP INDEX "statements_type_created_idx";--> statement-breakpoint
DROP INDEX "statements_user_created_idx";--> statement-breakpoint
DROP INDEX "statements_league_outcome_created_idx";--> statement-breakpoint
DROP INDEX "statements_outcome_created_idx";--> statement-breakpoint
DROP INDEX "statements_score_idx";--> statement-breakpoint
DROP INDEX "statements_hot_created_idx";--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_boards" ADD CONSTRAINT "score_boards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_days" ADD CONSTRAINT "score_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_boards_rank_idx" ON "score_boards" USING btree ("period","league","skill" DESC NULLS LAST,"n" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "score_boards_user_idx" ON "score_boards" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "score_days_day_idx" ON "score_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "statements_scored_user_idx" ON "statements" USING btree ("user_id","resolved_at","id") WHERE outcome IN ('correct', 'incorrect');--> statement-breakpoint
CREATE INDEX "statements_deleted_user_idx" ON "statements" USING btree ("user_id","deleted_at") WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_type_created_idx" ON "statements" USING btree ("statement_type","created_at","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_user_created_idx" ON "statements" USING btree ("user_id","created_at","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_league_outcome_created_idx" ON "statements" USING btree ("league","outcome","created_at","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_outcome_created_idx" ON "statements" USING btree ("outcome","created_at","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_score_idx" ON "statements" USING btree ("score","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_hot_created_idx" ON "statements" USING btree ("is_hot_take","created_at","id") WHERE deleted_at IS NULL;