ALTER TABLE "statements" ADD COLUMN "source_uncounted_confirms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_uncounted_disputes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_id","created_at");