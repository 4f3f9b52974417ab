CREATE TABLE "game_gradings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"actor_id" integer,
	"statement_ids" bigint[] NOT NULL,
	"outcomes" text[] NOT NULL,
	"days" date[] NOT NULL,
	"moved_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_gradings" ADD CONSTRAINT "game_gradings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_gradings" ADD CONSTRAINT "game_gradings_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;