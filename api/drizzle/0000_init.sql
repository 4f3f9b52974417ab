CREATE TABLE "email_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"display_username" text,
	"display_name" text,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"auth_provider" text DEFAULT 'email' NOT NULL,
	"firebase_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"user_id" integer NOT NULL,
	"comment_id" bigint NOT NULL,
	"vote_type" text NOT NULL,
	CONSTRAINT "comment_votes_user_id_comment_id_pk" PRIMARY KEY("user_id","comment_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" bigint,
	"text" text NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"changed_by" integer,
	"old_outcome" text NOT NULL,
	"new_outcome" text NOT NULL,
	"notes" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_topics" (
	"statement_id" bigint NOT NULL,
	"topic_id" text NOT NULL,
	CONSTRAINT "statement_topics_statement_id_topic_id_pk" PRIMARY KEY("statement_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"statement_type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_hot_take" boolean DEFAULT false NOT NULL,
	"league" text,
	"team_a" text,
	"player" text,
	"prediction_choice" text,
	"confidence_level" smallint,
	"event_date" date,
	"outcome" text DEFAULT 'not_applicable' NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome_notes" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"statement_id" bigint NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commentator_podcasts" (
	"commentator_id" integer NOT NULL,
	"podcast_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "commentator_podcasts_commentator_id_podcast_id_pk" PRIMARY KEY("commentator_id","podcast_id")
);
--> statement-breakpoint
CREATE TABLE "commentator_shows" (
	"commentator_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "commentator_shows_commentator_id_show_id_pk" PRIMARY KEY("commentator_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "commentators" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"photo_url" text,
	"sport_league_name" text,
	"x" text,
	"instagram" text,
	"youtube" text,
	"followers_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"followable_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"sport_league_name" text,
	"description" text,
	"year_started" integer,
	"twitter" text,
	"instagram" text,
	"youtube" text,
	"website" text,
	"network" text,
	"host" text,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"sport_league_name" text,
	"description" text,
	"year_started" integer,
	"twitter" text,
	"instagram" text,
	"youtube" text,
	"website" text,
	"network" text,
	"host" text,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"format" text,
	"is_active" boolean,
	"hosts" text,
	"regular_guests" text,
	"timeslot" text
);
--> statement-breakpoint
CREATE TABLE "youtube_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"commentator_id" integer NOT NULL,
	"video_id" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_audit" ADD CONSTRAINT "outcome_audit_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_audit" ADD CONSTRAINT "outcome_audit_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_topics" ADD CONSTRAINT "statement_topics_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentator_podcasts" ADD CONSTRAINT "commentator_podcasts_commentator_id_commentators_id_fk" FOREIGN KEY ("commentator_id") REFERENCES "public"."commentators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentator_podcasts" ADD CONSTRAINT "commentator_podcasts_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentator_shows" ADD CONSTRAINT "commentator_shows_commentator_id_commentators_id_fk" FOREIGN KEY ("commentator_id") REFERENCES "public"."commentators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentator_shows" ADD CONSTRAINT "commentator_shows_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD CONSTRAINT "youtube_videos_commentator_id_commentators_id_fk" FOREIGN KEY ("commentator_id") REFERENCES "public"."commentators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebase_uid_key" ON "users" USING btree ("firebase_uid");--> statement-breakpoint
CREATE INDEX "comment_votes_comment_idx" ON "comment_votes" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "comments_statement_created_idx" ON "comments" USING btree ("statement_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "outcome_audit_statement_idx" ON "outcome_audit" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "statement_topics_topic_idx" ON "statement_topics" USING btree ("topic_id","statement_id");--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "statements_type_created_idx" ON "statements" USING btree ("statement_type","created_at","id");--> statement-breakpoint
CREATE INDEX "statements_user_created_idx" ON "statements" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "statements_league_outcome_created_idx" ON "statements" USING btree ("league","outcome","created_at","id");--> statement-breakpoint
CREATE INDEX "statements_outcome_created_idx" ON "statements" USING btree ("outcome","created_at","id");--> statement-breakpoint
CREATE INDEX "statements_score_idx" ON "statements" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "statements_hot_created_idx" ON "statements" USING btree ("is_hot_take","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_user_statement_key" ON "votes" USING btree ("user_id","statement_id");--> statement-breakpoint
CREATE INDEX "votes_statement_idx" ON "votes" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "commentator_podcasts_podcast_idx" ON "commentator_podcasts" USING btree ("podcast_id");--> statement-breakpoint
CREATE INDEX "commentator_shows_show_idx" ON "commentator_shows" USING btree ("show_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commentators_slug_key" ON "commentators" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "commentators_followers_idx" ON "commentators" USING btree ("followers_count","id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_object_key" ON "follows" USING btree ("user_id","followable_type","object_id");--> statement-breakpoint
CREATE INDEX "follows_object_idx" ON "follows" USING btree ("followable_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_slug_key" ON "podcasts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "podcasts_followers_idx" ON "podcasts" USING btree ("followers_count","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_slug_key" ON "shows" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shows_followers_idx" ON "shows" USING btree ("followers_count","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_commentator_idx" ON "youtube_videos" USING btree ("commentator_id");