-- pg_trgm: trigram similarity and infix matching for search (decision 020). PGlite loads it itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"game_id" integer,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_name" text,
	"logo" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"keys" text NOT NULL,
	"terms" "tsvector" NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_pk" PRIMARY KEY("kind","entity_id")
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");