ALTER TABLE "versions" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A group is listed only when a reader sees a version of it: public, not hidden, and one published
-- version at least (the same rule as publishedVersion() in snippet-groups.repository.ts, which
-- SearchIndexRepository applies when it rebuilds a row; this keeps it when a group changes).
CREATE OR REPLACE FUNCTION "group_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_search" SET
    "technology_id" = NEW."technology_id",
    "owner_id" = NEW."owner_id",
    "listed" = NEW."is_public" AND NOT NEW."is_hidden"
      AND EXISTS (SELECT 1 FROM "versions" v WHERE v."group_id" = NEW."id" AND NOT v."is_draft"),
    "upvote_count" = NEW."upvote_count",
    "created_at" = NEW."created_at"
  WHERE "group_id" = NEW."id";
  RETURN NULL;
END
$$;
