-- A suspended member's groups are not listed (issue 15, item 4): group_search.listed also needs the
-- owner not to be suspended. The trigger that copies snippet_groups' columns checks it; suspending
-- and unsuspending recompute the owner's rows (SearchIndexRepository.relistOwner).
CREATE OR REPLACE FUNCTION "group_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_search" SET
    "technology_id" = NEW."technology_id",
    "owner_id" = NEW."owner_id",
    "listed" = NEW."is_public" AND NOT NEW."is_hidden"
      AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."owner_id" AND u."suspended_at" IS NOT NULL),
    "upvote_count" = NEW."upvote_count",
    "created_at" = NEW."created_at"
  WHERE "group_id" = NEW."id";
  RETURN NULL;
END
$$;
