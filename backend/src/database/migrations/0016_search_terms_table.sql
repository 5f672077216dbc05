-- A search's first COUNT_CAP + 1 matches come from the GIN index on the whole vector, and each match's
-- row is read from the heap for its sort keys: ~1,000 random heap pages a search. group_search's rows
-- were ~680 bytes (the texts' vector ~410 in the row, the signature 132), a 679 MB heap at 1,000,000
-- groups against 128 MB of shared buffers, so most of those pages came from outside them (~6.5 us
-- each on these machines; 55% of PostgreSQL's time in the search mix). group_search_terms holds the
-- whole vector (out of line, as group_search did since migration 0012) with only what the matches
-- are sorted by: rows of ~110 bytes, a heap a sixth as large, whose pages stay in shared buffers.
-- group_search keeps the texts' vector, the signature and the order indexes (the default page, the
-- walks of common searches, best match's first tier). fillfactor 90: an upvote changes no indexed
-- column of group_search_terms, so its new row version can stay on the page (HOT) and the GIN index
-- is not written again.
CREATE TABLE "group_search_terms" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"upvote_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"vector" "tsvector" NOT NULL,
	"toast_pad" text DEFAULT repeat(' ', 2100) NOT NULL
) WITH (fillfactor = 90, toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "group_search_terms" ADD CONSTRAINT "group_search_terms_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_search_terms" ALTER COLUMN "vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "group_search_terms" ALTER COLUMN "toast_pad" SET STORAGE MAIN;--> statement-breakpoint
-- As group_search's vector had (migration 0015): the statistics list ~10,000 lexemes.
ALTER TABLE "group_search_terms" ALTER COLUMN "vector" SET STATISTICS 1000;--> statement-breakpoint
INSERT INTO "group_search_terms" ("group_id", "listed", "upvote_count", "created_at", "vector")
  SELECT "group_id", "listed", "upvote_count", "created_at", "vector" FROM "group_search";--> statement-breakpoint
CREATE INDEX "group_search_terms_vector_idx" ON "group_search_terms" USING gin ("vector") WITH (fastupdate=false) WHERE "group_search_terms"."listed";--> statement-breakpoint
-- The signature is now written with the row by the application's writer (search-index.repository.ts),
-- from the vector it writes to group_search_terms.
ALTER TABLE "group_search" ALTER COLUMN "signature" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "group_search" ALTER COLUMN "signature" SET NOT NULL;--> statement-breakpoint
DROP INDEX "group_search_vector_idx";--> statement-breakpoint
ALTER TABLE "group_search" DROP COLUMN "vector";--> statement-breakpoint
ALTER TABLE "group_search" DROP COLUMN "toast_pad";--> statement-breakpoint
ALTER TABLE "group_search" RESET (toast_tuple_target);--> statement-breakpoint
-- Rewrites group_search (and its indexes) without the dropped columns and their out-of-line values.
ALTER TABLE "group_search" ALTER COLUMN "tokenizer" TYPE smallint USING "tokenizer" + 0;--> statement-breakpoint
-- The matches of a search, from group_search_terms (as migration 0013's, which read group_search);
-- best match ranks the texts' matches from group_search's own GIN index (group_search_text_matches).
DROP FUNCTION "group_search_matches"(tsquery, tsquery, uuid, uuid, integer, integer);--> statement-breakpoint
CREATE FUNCTION "group_search_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, capped boolean)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
BEGIN
  IF words = q THEN
    -- No phrase: the first max_rows matches. The technology and owner are lexemes of the vector
    -- (migration 0004): the GIN index's answer is exact.
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, false FROM "group_search_terms" s
      WHERE s.listed AND s.vector @@ group_search_filter(q, tech, owner)
      LIMIT max_rows;
  ELSE
    -- A phrase: checked on at most max_candidates groups holding all its lexemes (migration 0012).
    RETURN QUERY SELECT c.group_id, c.upvote_count, c.created_at, c.seen >= max_candidates FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.vector, count(*) OVER () AS seen FROM (
        SELECT s.group_id, s.upvote_count, s.created_at, s.vector FROM "group_search_terms" s
        WHERE s.listed AND s.vector @@ group_search_filter(words, tech, owner)
        LIMIT max_candidates) s) c
      WHERE c.vector @@ q
      LIMIT max_rows;
  END IF;
END
$$;--> statement-breakpoint
-- group_search_sync (migrations 0002, 0011) keeps both tables equal to snippet_groups.
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
  UPDATE "group_search_terms" t SET "listed" = s."listed", "upvote_count" = s."upvote_count", "created_at" = s."created_at"
  FROM "group_search" s
  WHERE s."group_id" = NEW."id" AND t."group_id" = NEW."id"
    AND (t."listed", t."upvote_count", t."created_at") IS DISTINCT FROM (s."listed", s."upvote_count", s."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
ANALYZE "group_search";--> statement-breakpoint
ANALYZE "group_search_terms";
