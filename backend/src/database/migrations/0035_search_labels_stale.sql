-- Tags and organisations enter both search vectors (plain words match tags; `tag:` and `org:` are the
-- filter lexemes of group_search_labels, docs/search.md). Only the groups holding a tag or owned by an
-- organisation have other vectors now: their rows are marked stale (tokenizer 0, and no digest, so
-- that the rebuild writes the vectors), which the start-up catch-up rebuilds. Every other group's
-- vectors stay as they are (no TOKENIZER_VERSION raise, which would rebuild them all).
UPDATE "group_search" SET "tokenizer" = 0, "content_digest" = NULL
WHERE "group_id" IN (SELECT "group_id" FROM "group_tags")
   OR "group_id" IN (SELECT "id" FROM "snippet_groups" WHERE "organisation_id" IS NOT NULL);
