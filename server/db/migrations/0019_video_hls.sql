ALTER TABLE "videos" ADD COLUMN "hls_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hls_path" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hls_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hls_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_hls_pending_idx" ON "videos" USING btree ("id") WHERE "videos"."hls_state" = 'pending';--> statement-breakpoint
CREATE INDEX "videos_source_idx" ON "videos" USING btree ("source");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_hls_state" CHECK ("videos"."hls_state" in ('none', 'pending', 'ready', 'failed'));--> statement-breakpoint
-- Videos uploaded before HLS packaging existed are packaged by the transcode-videos job (decision 024).
UPDATE "videos" SET "hls_state" = 'pending' WHERE "source" ~ '^/uploads/videos/[0-9a-z]+-[0-9a-f]{16}\.mp4$';
