CREATE TABLE "match_odds_history" (
	"match_id" integer NOT NULL,
	"market" text NOT NULL,
	"bookmaker" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"prices" jsonb NOT NULL,
	CONSTRAINT "match_odds_history_match_id_market_bookmaker_at_pk" PRIMARY KEY("match_id","market","bookmaker","at"),
	CONSTRAINT "match_odds_history_market_check" CHECK ("match_odds_history"."market" in ('europe', 'handicap', 'over_under'))
);
--> statement-breakpoint
ALTER TABLE "match_odds_history" ADD CONSTRAINT "match_odds_history_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;