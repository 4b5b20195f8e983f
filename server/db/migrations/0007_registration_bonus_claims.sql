CREATE TABLE "registration_bonus_claims" (
	"identifier_hash" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_bonus_claims" ADD CONSTRAINT "registration_bonus_claims_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The addresses of accounts created before this table had their bonus: claimed (a hash of kind:value,
-- as server/domains/auth/registration-bonus.ts computes it).
INSERT INTO "registration_bonus_claims" ("identifier_hash", "uid")
SELECT encode(sha256(convert_to('email:' || "email", 'UTF8')), 'hex'), "uid" FROM "users" WHERE "email" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "registration_bonus_claims" ("identifier_hash", "uid")
SELECT encode(sha256(convert_to('phone:' || "area_code" || ' ' || "phone", 'UTF8')), 'hex'), "uid" FROM "users"
WHERE "phone" IS NOT NULL AND "area_code" IS NOT NULL
ON CONFLICT DO NOTHING;
