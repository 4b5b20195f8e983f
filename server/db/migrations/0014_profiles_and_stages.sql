CREATE TABLE "competition_corrections" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"feed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "competition_corrections_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "competition_corrections_kind_check" CHECK ("competition_corrections"."kind" in ('league', 'team', 'player'))
);
--> statement-breakpoint
CREATE TABLE "league_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"season" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"prize_pool" jsonb,
	CONSTRAINT "league_seasons_league_season_unique" UNIQUE("league_id","season")
);
--> statement-breakpoint
CREATE TABLE "league_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text NOT NULL,
	"best_of" smallint,
	"start_date" date,
	"end_date" date,
	"marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "league_stages_season_external_unique" UNIQUE("season_id","external_id"),
	CONSTRAINT "league_stages_format_check" CHECK ("league_stages"."format" in ('table', 'groups', 'single_elim', 'double_elim', 'gsl', 'swiss', 'round_robin'))
);
--> statement-breakpoint
CREATE TABLE "player_profiles" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"birth_date" date,
	"power_rating" smallint,
	"career" jsonb,
	CONSTRAINT "player_profiles_rating_check" CHECK ("player_profiles"."power_rating" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "team_honours" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"competition" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"league_id" integer,
	"season" text NOT NULL,
	"placement" smallint NOT NULL,
	CONSTRAINT "team_honours_placement_check" CHECK ("team_honours"."placement" >= 1)
);
--> statement-breakpoint
CREATE TABLE "team_profiles" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"founded" smallint,
	"coaches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prize_money" bigint,
	"prize_currency" text,
	"ranking_position" integer,
	"ranking_points" integer,
	"ranking_date" date,
	CONSTRAINT "team_profiles_founded_check" CHECK ("team_profiles"."founded" between 1800 and 2100),
	CONSTRAINT "team_profiles_prize_check" CHECK (("team_profiles"."prize_money" is null and "team_profiles"."prize_currency" is null) or ("team_profiles"."prize_money" >= 0 and "team_profiles"."prize_currency" ~ '^[A-Z]{3}$')),
	CONSTRAINT "team_profiles_ranking_check" CHECK ("team_profiles"."ranking_position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" integer,
	"player_name" text NOT NULL,
	"player_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"nationality" text,
	"from_team_id" integer,
	"from_team_name" text,
	"to_team_id" integer,
	"to_team_name" text,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"fee" bigint,
	"currency" text,
	CONSTRAINT "transfers_source_external_unique" UNIQUE("source","external_id"),
	CONSTRAINT "transfers_type_check" CHECK ("transfers"."type" in ('transfer', 'loan', 'free', 'end_of_loan')),
	CONSTRAINT "transfers_fee_check" CHECK (("transfers"."fee" is null and "transfers"."currency" is null) or ("transfers"."fee" >= 0 and "transfers"."currency" ~ '^[A-Z]{3}$')),
	CONSTRAINT "transfers_sides_check" CHECK (coalesce("transfers"."from_team_id"::text, "transfers"."from_team_name", "transfers"."to_team_id"::text, "transfers"."to_team_name") is not null)
);
--> statement-breakpoint
ALTER TABLE "league_seasons" ADD CONSTRAINT "league_seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_stages" ADD CONSTRAINT "league_stages_season_id_league_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD CONSTRAINT "player_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_honours" ADD CONSTRAINT "team_honours_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_honours" ADD CONSTRAINT "team_honours_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_profiles" ADD CONSTRAINT "team_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_team_id_teams_id_fk" FOREIGN KEY ("to_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_honours_team_idx" ON "team_honours" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "transfers_from_team_idx" ON "transfers" USING btree ("from_team_id","date");--> statement-breakpoint
CREATE INDEX "transfers_to_team_idx" ON "transfers" USING btree ("to_team_id","date");--> statement-breakpoint
CREATE INDEX "transfers_player_idx" ON "transfers" USING btree ("player_id","date");