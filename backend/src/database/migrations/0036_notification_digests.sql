CREATE TABLE "notification_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_digests_token_key" ON "notification_digests" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "notification_digests_due_idx" ON "notification_digests" USING btree ("due_at");