-- As group_search_matches, over the groups' texts only (title, description, snippet descriptions):
-- best match ranks these ahead of code matches. `words` as there: the rare terms, whose first
-- max_candidates matches are checked against q on the row's own text vector.
CREATE OR REPLACE FUNCTION "group_search_text_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
BEGIN
  IF words = q THEN
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
      WHERE s.listed AND s.text_vector @@ group_search_filter(q, tech, owner)
        AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
      LIMIT max_rows;
  ELSE
    -- Each branch's condition on the candidates' number has no column: PostgreSQL tests it once,
    -- before the branch's scan, which does not run when it is false.
    RETURN QUERY WITH c AS MATERIALIZED (
        SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
        WHERE s.listed AND s.text_vector @@ group_search_filter(words, tech, owner)
          AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
        LIMIT max_candidates)
      (SELECT c.group_id, c.upvote_count, c.created_at, c.text_vector FROM c
        WHERE (SELECT count(*) FROM c) < max_candidates AND c.text_vector @@ q
        LIMIT max_rows)
      UNION ALL
      (SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
        WHERE (SELECT count(*) FROM c) >= max_candidates
          AND s.listed AND s.text_vector @@ group_search_filter(q, tech, owner)
          AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
        LIMIT max_rows);
  END IF;
END
$$;
