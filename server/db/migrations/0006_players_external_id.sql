-- Players get the feed's id, unique per team (like leagues and teams per source). The table is empty
-- wherever this runs in practice; should it hold rows, they keep them and are named after their own id
-- ("legacy-<id>"): the column is added nullable, filled, then made NOT NULL, so the migration never
-- fails on a non-empty table. The unique index replaces players_team_idx (team_id is its first column).
DROP INDEX "players_team_idx";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "external_id" text;--> statement-breakpoint
UPDATE "players" SET "external_id" = 'legacy-' || "id" WHERE "external_id" IS NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "external_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_external_unique" UNIQUE("team_id","external_id");
