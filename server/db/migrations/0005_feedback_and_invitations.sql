CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	CONSTRAINT "feedback_category_known" CHECK ("feedback"."category" in ('bug', 'suggestion', 'content', 'account', 'payment', 'other')),
	CONSTRAINT "feedback_status_known" CHECK ("feedback"."status" in ('open', 'replied')),
	CONSTRAINT "feedback_reply_when_replied" CHECK (("feedback"."status" = 'replied') = ("feedback"."reply" is not null))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_users_uid_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_uid_idx" ON "feedback" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_attribution_idx" ON "users" USING btree ("channel_fromtype","promotion_channel_id","uid");