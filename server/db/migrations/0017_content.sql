CREATE TABLE "banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT '*' NOT NULL,
	"word" text NOT NULL,
	"action" text DEFAULT 'mask' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_words_action" CHECK ("banned_words"."action" in ('mask', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_uid_pk" PRIMARY KEY("comment_id","uid")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"parent_id" integer,
	"author_uid" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"moderated_by" integer,
	"moderation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_status" CHECK ("comments"."status" in ('published', 'hidden', 'spam', 'deleted')),
	CONSTRAINT "comments_target_kind" CHECK ("comments"."target_kind" in ('news', 'video', 'post'))
);
--> statement-breakpoint
CREATE TABLE "hot_counts" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_counts_kind_day_item_id_pk" PRIMARY KEY("kind","day","item_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"language" text NOT NULL,
	"game_id" integer,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_uid" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_status" CHECK ("news_articles"."status" in ('draft', 'scheduled', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "news_links" (
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "news_links_article_id_kind_ref_id_pk" PRIMARY KEY("article_id","kind","ref_id"),
	CONSTRAINT "news_links_kind" CHECK ("news_links"."kind" in ('team', 'league', 'match'))
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"uid" integer NOT NULL,
	CONSTRAINT "post_likes_post_id_uid_pk" PRIMARY KEY("post_id","uid")
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"follower_uid" integer NOT NULL,
	"followee_uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_uid_followee_uid_pk" PRIMARY KEY("follower_uid","followee_uid"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_uid" <> "user_follows"."followee_uid")
);
--> statement-breakpoint
CREATE TABLE "user_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_uid" integer NOT NULL,
	"body" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_posts_status" CHECK ("user_posts"."status" in ('published', 'hidden', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"game_id" integer,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"source_type" text NOT NULL,
	"source" text NOT NULL,
	"match_id" integer,
	"author_uid" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_status" CHECK ("videos"."status" in ('draft', 'scheduled', 'published', 'unpublished')),
	CONSTRAINT "videos_source_type" CHECK ("videos"."source_type" in ('mp4', 'hls'))
);
--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_links" ADD CONSTRAINT "news_links_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_user_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."user_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_uid_users_uid_fk" FOREIGN KEY ("follower_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followee_uid_users_uid_fk" FOREIGN KEY ("followee_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banned_words_unique" ON "banned_words" USING btree ("language",lower("word"));--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_kind","target_id","status","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_uid","created_at");--> statement-breakpoint
CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hot_counts_item_idx" ON "hot_counts" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_story_language" ON "news_articles" USING btree ("story_id","language");--> statement-breakpoint
CREATE INDEX "news_articles_list_idx" ON "news_articles" USING btree ("language","status","game_id","publish_at");--> statement-breakpoint
CREATE INDEX "news_articles_category_idx" ON "news_articles" USING btree ("language","status","category","publish_at");--> statement-breakpoint
CREATE INDEX "news_articles_due_idx" ON "news_articles" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "news_links_ref_idx" ON "news_links" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_uid","created_at");--> statement-breakpoint
CREATE INDEX "user_posts_author_idx" ON "user_posts" USING btree ("author_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "user_posts_recent_idx" ON "user_posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "videos_list_idx" ON "videos" USING btree ("language","status","game_id","publish_at");--> statement-breakpoint
CREATE INDEX "videos_match_idx" ON "videos" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "videos_due_idx" ON "videos" USING btree ("status","publish_at");