CREATE TABLE "score_board_refreshes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "statements_scored_user_idx";--> statement-breakpoint
ALTER TABLE "score_board_refreshes" ADD CONSTRAINT "score_board_refreshes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_scored_user_idx" ON "statements" USING btree ("user_id","resolved_at","id","league","confidence_level","outcome","said_by_kind") WHERE outcome IN ('correct', 'incorrect');