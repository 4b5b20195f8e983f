CREATE INDEX "payload_keys_expires_idx" ON "payload_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at");--> statement-breakpoint
CREATE INDEX "verification_codes_created_idx" ON "verification_codes" USING btree ("created_at");