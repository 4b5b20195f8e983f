CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"logo" text,
	"season" text,
	"country" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_source_external_unique" UNIQUE("source","external_id")
);
--> statement-breakpoint
CREATE TABLE "match_favourites" (
	"uid" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_favourites_uid_match_id_pk" PRIMARY KEY("uid","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"side" text,
	"period" jsonb,
	"clock_seconds" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_odds" (
	"match_id" integer NOT NULL,
	"market" text NOT NULL,
	"bookmaker" text NOT NULL,
	"opening" jsonb NOT NULL,
	"current" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_odds_match_id_market_bookmaker_pk" PRIMARY KEY("match_id","market","bookmaker"),
	CONSTRAINT "match_odds_market_check" CHECK ("match_odds"."market" in ('europe', 'handicap', 'over_under'))
);
--> statement-breakpoint
CREATE TABLE "match_participants" (
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "match_participants_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "match_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"match_id" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "match_reservations_state_check" CHECK ("match_reservations"."state" in ('reserved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"stage" text,
	"round" text,
	"best_of" integer,
	"start_time" timestamp with time zone NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"status" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"feed_seq" bigint DEFAULT 0 NOT NULL,
	"period" jsonb,
	"clock" jsonb,
	"score" jsonb,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"winner" text,
	"win_rate" jsonb,
	"lineups" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_feed_at" timestamp with time zone,
	CONSTRAINT "matches_source_external_unique" UNIQUE("source","external_id"),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('preview', 'not_started', 'live', 'half_time', 'overtime', 'penalties', 'suspended', 'finished', 'postponed', 'cancelled')),
	CONSTRAINT "matches_winner_check" CHECK ("matches"."winner" in ('home', 'away'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" integer,
	"position" text,
	"nationality" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"logo" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_source_external_unique" UNIQUE("source","external_id")
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_favourites" ADD CONSTRAINT "match_favourites_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_favourites" ADD CONSTRAINT "match_favourites_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_incidents" ADD CONSTRAINT "match_incidents_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_odds" ADD CONSTRAINT "match_odds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leagues_game_idx" ON "leagues" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "match_favourites_match_idx" ON "match_favourites" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_incidents_match_idx" ON "match_incidents" USING btree ("match_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_reservations_active_unique" ON "match_reservations" USING btree ("uid","match_id") WHERE "match_reservations"."state" = 'reserved';--> statement-breakpoint
CREATE INDEX "match_reservations_uid_idx" ON "match_reservations" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "match_reservations_match_idx" ON "match_reservations" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_start_idx" ON "matches" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "matches_status_start_idx" ON "matches" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "matches_game_start_idx" ON "matches" USING btree ("game_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_game_status_start_idx" ON "matches" USING btree ("game_id","status","start_time");--> statement-breakpoint
CREATE INDEX "matches_league_start_idx" ON "matches" USING btree ("league_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_live_idx" ON "matches" USING btree ("game_id","start_time") WHERE "matches"."status" in ('live', 'half_time', 'overtime', 'penalties', 'suspended');--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_game_idx" ON "teams" USING btree ("game_id");