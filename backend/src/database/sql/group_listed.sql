-- Whether the public listing shows a group: public, not hidden by a moderator, its owner not
-- suspended, and one published (not draft) version at least. The one definition of "listed": the
-- trigger group_search_sync and the search rows' rebuild both call it, and everything else reads the
-- stored group_search.listed.
CREATE OR REPLACE FUNCTION "group_listed"(group_id uuid, owner uuid, is_public boolean, is_hidden boolean) RETURNS boolean
  LANGUAGE sql STABLE
AS $$
  SELECT "group_listed".is_public AND NOT "group_listed".is_hidden
    AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "group_listed".owner AND u."suspended_at" IS NOT NULL)
    AND EXISTS (SELECT 1 FROM "versions" v WHERE v."group_id" = "group_listed".group_id AND NOT v."is_draft")
$$;
