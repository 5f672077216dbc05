ALTER TYPE "public"."moderation_action" ADD VALUE 'review_requested';--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "moderator_note" text;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "review_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "snippet_groups_review_pending_idx" ON "snippet_groups" USING btree ("review_requested_at") WHERE "snippet_groups"."review_requested_at" IS NOT NULL AND "snippet_groups"."review_decided_at" IS NULL;