CREATE TABLE "source_checks" (
	"statement_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_checks_statement_id_user_id_pk" PRIMARY KEY("statement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "source_status_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"changed_by" integer,
	"old_status" text NOT NULL,
	"new_status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "said_by_kind" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "said_by_id" integer;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "said_at" date;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "quote" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_status" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_confirms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_disputes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_settled_by" integer;--> statement-breakpoint
ALTER TABLE "source_checks" ADD CONSTRAINT "source_checks_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_checks" ADD CONSTRAINT "source_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_status_audit" ADD CONSTRAINT "source_status_audit_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_status_audit" ADD CONSTRAINT "source_status_audit_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_status_audit_statement_idx" ON "source_status_audit" USING btree ("statement_id");--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_source_settled_by_users_id_fk" FOREIGN KEY ("source_settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_said_by_idx" ON "statements" USING btree ("said_by_kind","said_by_id","created_at","id") WHERE said_by_kind IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "statements_receipts_scored_idx" ON "statements" USING btree ("said_by_kind","said_by_id","resolved_at","id","outcome","league") WHERE said_by_kind IS NOT NULL AND source_status = 'confirmed' AND statement_type = 'prediction' AND outcome IN ('correct', 'incorrect', 'push');