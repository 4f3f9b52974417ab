CREATE TABLE "game_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"changed_by" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"graded" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "game_id" bigint;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "pick_kind" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "pick_side" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "pick_line" double precision;--> statement-breakpoint
ALTER TABLE "game_audit" ADD CONSTRAINT "game_audit_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_audit" ADD CONSTRAINT "game_audit_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_audit_game_idx" ON "game_audit" USING btree ("game_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_external_id_key" ON "games" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "games_league_starts_idx" ON "games" USING btree ("league","starts_at","id");--> statement-breakpoint
CREATE INDEX "games_starts_idx" ON "games" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "games_home_starts_idx" ON "games" USING btree ("home_team","starts_at");--> statement-breakpoint
CREATE INDEX "games_away_starts_idx" ON "games" USING btree ("away_team","starts_at");--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_game_idx" ON "statements" USING btree ("game_id","pick_kind","pick_side") WHERE game_id IS NOT NULL;