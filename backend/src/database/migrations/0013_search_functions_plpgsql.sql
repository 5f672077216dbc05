-- The functions that read a search's matches through the GIN index (migrations 0003, 0005, 0012)
-- were SQL functions with SET clauses (enable_seqscan, enable_indexscan and work_mem, which keep the
-- planner on that index): PostgreSQL cannot inline such a function, so it planned the statement
-- inside again at every call (~430 buffer hits of the catalogs per call at 1,000,000 groups). In
-- PL/pgSQL the plan is kept for the connection. group_search_matches also passed every match,
-- with its out-of-line `vector`, through a window function that counts a phrase's candidates; a
-- search without a phrase needs neither, and now takes the plain branch. The first 1,001 matches of
-- `ambig:*` at 1,000,000 groups: 9.9 ms before, 5.3 ms after (median of 25, all pages cached);
-- phrases are unchanged.
CREATE OR REPLACE FUNCTION "group_search_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector, capped boolean)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
BEGIN
  IF words = q THEN
    -- No phrase: the first max_rows matches; `capped` is not needed (past max_rows the total is not exact anyway).
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector, false FROM "group_search" s
      WHERE s.listed AND s.vector @@ group_search_filter(q, tech, owner)
        AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
      LIMIT max_rows;
  ELSE
    -- A phrase: checked on at most max_candidates groups holding all its lexemes (migration 0012).
    RETURN QUERY SELECT c.group_id, c.upvote_count, c.created_at, c.text_vector, c.seen >= max_candidates FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector, s.vector, count(*) OVER () AS seen FROM (
        SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector, s.vector FROM "group_search" s
        WHERE s.listed AND s.vector @@ group_search_filter(words, tech, owner)
          AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
        LIMIT max_candidates) s) c
      WHERE c.vector @@ q
      LIMIT max_rows;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "group_search_text_matches"(q tsquery, tech uuid, owner uuid, max_rows integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
BEGIN
  RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
    WHERE s.listed AND s.text_vector @@ group_search_filter(q, tech, owner)
      AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
    LIMIT max_rows;
END
$$;
