-- The listed groups matching a search, at most max_rows, by the GIN index of group_search_terms: with a
-- technology, from its partition only. When `words` differs from q (the statistics call one term rare),
-- its first max_candidates matches are checked against q instead of intersecting every term; `capped`
-- marks an answer cut at max_rows. See docs/search.md, "Planning".
CREATE OR REPLACE FUNCTION "group_search_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, capped boolean)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
DECLARE
  tag uuid := CASE WHEN EXISTS (SELECT 1 FROM "group_search_partitions" p WHERE p."technology_id" = tech) THEN NULL ELSE tech END;
BEGIN
  IF tech IS NULL AND words = q THEN
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, false FROM "group_search_terms" s
      WHERE s.listed AND s.vector @@ group_search_filter(q, NULL, owner)
      LIMIT max_rows;
  ELSIF words = q THEN
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, false FROM "group_search_terms" s
      WHERE s.technology_id = tech AND s.listed AND s.vector @@ group_search_filter(q, tag, owner)
      LIMIT max_rows;
  ELSIF tech IS NULL THEN
    -- A phrase: checked on at most max_candidates groups holding all its lexemes (migration 0012).
    RETURN QUERY SELECT c.group_id, c.upvote_count, c.created_at, c.seen >= max_candidates FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.vector, count(*) OVER () AS seen FROM (
        SELECT s.group_id, s.upvote_count, s.created_at, s.vector FROM "group_search_terms" s
        WHERE s.listed AND s.vector @@ group_search_filter(words, NULL, owner)
        LIMIT max_candidates) s) c
      WHERE c.vector @@ q
      LIMIT max_rows;
  ELSE
    RETURN QUERY SELECT c.group_id, c.upvote_count, c.created_at, c.seen >= max_candidates FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.vector, count(*) OVER () AS seen FROM (
        SELECT s.group_id, s.upvote_count, s.created_at, s.vector FROM "group_search_terms" s
        WHERE s.technology_id = tech AND s.listed AND s.vector @@ group_search_filter(words, tag, owner)
        LIMIT max_candidates) s) c
      WHERE c.vector @@ q
      LIMIT max_rows;
  END IF;
END
$$;
