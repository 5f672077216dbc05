-- Best match's first tier (the groups whose texts match every term) can be asked of the GIN index of
-- the texts' vector through candidates, as group_search_matches can (migration 0016): when the last
-- word is a prefix common in texts (`types:*` starts `typescript`, a technology's name, in the texts
-- of 144,000 of 1,000,000 groups), the index decodes every entry of every lexeme it starts (85 ms for
-- `ignore type` at 1,000,000 groups) to intersect them with a word held by a couple of thousand.
-- `words` is then the other terms' tsquery: their first max_candidates matches are read and `q` is
-- checked on each one's texts' vector, which is in the row (11.5 ms for `ignore type`). When there are
-- more candidates than that (the statistics misjudged them), the whole search is asked of the index
-- as before, in the same statement: the answer is always every match up to max_rows. words = q: as before.
DROP FUNCTION "group_search_text_matches"(tsquery, uuid, uuid, integer);--> statement-breakpoint
CREATE FUNCTION "group_search_text_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
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
