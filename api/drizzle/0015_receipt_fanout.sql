ALTER TABLE "notification_fanouts" ALTER COLUMN "outcome" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_fanouts" ADD COLUMN "kind" text DEFAULT 'resolution' NOT NULL;