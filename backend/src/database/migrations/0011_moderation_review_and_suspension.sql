ALTER TYPE "public"."moderation_action" ADD VALUE 'review_requested';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'member_suspended';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'member_unsuspended';--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "moderator_note" text;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "review_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "snippet_groups_review_pending_idx" ON "snippet_groups" USING btree ("review_requested_at") WHERE "snippet_groups"."review_requested_at" IS NOT NULL AND "snippet_groups"."review_decided_at" IS NULL;--> statement-breakpoint
-- A group is listed only when a reader sees it (issues 14 and 15): public, not hidden, its owner not
-- suspended, and one published version at least. The same rule as LISTED in
-- search-index.repository.ts (which rebuilds rows and relists a member's groups when suspended or
-- not); this trigger keeps it when a group's row changes.
CREATE OR REPLACE FUNCTION "group_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_search" SET
    "technology_id" = NEW."technology_id",
    "owner_id" = NEW."owner_id",
    "listed" = NEW."is_public" AND NOT NEW."is_hidden"
      AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."owner_id" AND u."suspended_at" IS NOT NULL)
      AND EXISTS (SELECT 1 FROM "versions" v WHERE v."group_id" = NEW."id" AND NOT v."is_draft"),
    "upvote_count" = NEW."upvote_count",
    "created_at" = NEW."created_at"
  WHERE "group_id" = NEW."id";
  RETURN NULL;
END
$$;
