CREATE TABLE "remote_routes" (
	"remote" text PRIMARY KEY NOT NULL,
	"routes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
