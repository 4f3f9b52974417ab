CREATE TABLE "site_remotes" (
	"name" text PRIMARY KEY NOT NULL,
	"folder" text,
	"entry" jsonb NOT NULL,
	"file_entry" jsonb,
	"access" text DEFAULT 'public' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nav" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_data" jsonb,
	"shared_contract" integer,
	"position" serial NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "remote_routes" CASCADE;