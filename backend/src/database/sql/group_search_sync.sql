-- Keeps a group's search rows (group_search, group_search_terms) equal to the columns of snippet_groups
-- they copy, in the same transaction as the change: technology, owner, listed (group_listed), upvotes
-- and creation time. Content changes are the search writer's (SearchIndexRepository), not this trigger's.
CREATE OR REPLACE FUNCTION "group_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_search" SET
    "technology_id" = NEW."technology_id",
    "owner_id" = NEW."owner_id",
    "listed" = "group_listed"(NEW."id", NEW."owner_id", NEW."is_public", NEW."is_hidden"),
    "upvote_count" = NEW."upvote_count",
    "created_at" = NEW."created_at"
  WHERE "group_id" = NEW."id";
  UPDATE "group_search_terms" t SET "listed" = s."listed", "upvote_count" = s."upvote_count", "created_at" = s."created_at"
  FROM "group_search" s
  WHERE s."group_id" = NEW."id" AND t."group_id" = NEW."id" AND t."technology_id" = NEW."technology_id"
    AND (t."listed", t."upvote_count", t."created_at") IS DISTINCT FROM (s."listed", s."upvote_count", s."created_at");
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "group_search_sync" AFTER UPDATE OF "technology_id", "owner_id", "is_public", "is_hidden", "upvote_count", "created_at" ON "snippet_groups"
  FOR EACH ROW WHEN (
    OLD."technology_id" IS DISTINCT FROM NEW."technology_id" OR OLD."owner_id" IS DISTINCT FROM NEW."owner_id"
    OR OLD."is_public" IS DISTINCT FROM NEW."is_public" OR OLD."is_hidden" IS DISTINCT FROM NEW."is_hidden"
    OR OLD."upvote_count" IS DISTINCT FROM NEW."upvote_count" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  ) EXECUTE FUNCTION "group_search_sync"();
