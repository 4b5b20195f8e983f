ALTER TABLE "games" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The product's order of games (shared/matches/grouping.ts GAME_LIST_ORDER: sports, then esports) becomes
-- the games' own order, which operators change in the console from now on.
UPDATE "games" SET "sort_index" = coalesce(array_position('{201,202,203,204,205,206,207,208,209,210,200,1,2,3,4,5,6,7,8,9,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,0}'::int[], "game_id"), 1000);
