-- group_search's rows were meant to be narrow (migration 0002: `vector` STORAGE EXTERNAL,
-- toast_tuple_target 128), but PostgreSQL looks at toasting a row only from 2 kB on
-- (TOAST_TUPLE_THRESHOLD; toast_tuple_target only sets how far it shrinks a row it toasts), so a
-- vector under 2 kB stayed in the row: 1 kB per row, a 1 GB heap at 1,000,000 groups, and the
-- first 1,001 matches of a search read 1,001 pages of it, most of them from outside shared buffers.
-- toast_pad is 2,100 spaces (compressed in the row to ~35 bytes): every row passes 2 kB as it is
-- written, and the toaster moves `vector` out of line; the row keeps the filter and order columns
-- and the small `text_vector` (~200 bytes), so the heap is a fifth of what it was and a search's
-- matches are read from pages that stay cached. An update of such a row is toasted again (its old
-- version holds an out-of-line value), so the pad is needed only when a row is written anew.
ALTER TABLE "group_search" ADD COLUMN "toast_pad" text DEFAULT repeat(' ', 2100) NOT NULL;--> statement-breakpoint
ALTER TABLE "group_search" ALTER COLUMN "toast_pad" SET STORAGE MAIN;--> statement-breakpoint
-- Rewrites the table (and its indexes): the existing rows are written again, narrow.
ALTER TABLE "group_search" ALTER COLUMN "toast_pad" TYPE text USING "toast_pad" || '';--> statement-breakpoint
-- The rewritten table's statistics (the listing's term statistics read pg_stats); its visibility map
-- is empty until the next VACUUM (autovacuum's, or by hand after a large upgrade).
ANALYZE "group_search";--> statement-breakpoint
-- A phrase is checked on a bounded number of candidates: the GIN index finds the groups that hold
-- every lexeme of the search (`words`: the phrase's lexemes in any order, which needs no vector to
-- be read), at most max_candidates of them, and the phrase is checked on those (reading each one's
-- vector). Before, a phrase of two common words read every group holding both ("equal equal":
-- tens of thousands of vectors, 571 ms at 1,000,000 groups) to find its 1,001 first matches.
-- `capped` says that the candidates were cut: matches may exist past them (the total is then not
-- exact). For a search without a phrase `words` is `q`, and max_candidates is max_rows.
DROP FUNCTION "group_search_matches"(tsquery, uuid, uuid, integer);--> statement-breakpoint
CREATE FUNCTION "group_search_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector, capped boolean)
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
  SELECT c.group_id, c.upvote_count, c.created_at, c.text_vector, c.seen >= max_candidates FROM (
    SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector, s.vector, count(*) OVER () AS seen FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector, s.vector FROM "group_search" s
      WHERE s.listed AND s.vector @@ group_search_filter(words, tech, owner)
        AND coalesce(tech, s.technology_id) = s.technology_id AND coalesce(owner, s.owner_id) = s.owner_id
      LIMIT max_candidates) s) c
  WHERE words = q OR c.vector @@ q
  LIMIT max_rows
$$;
