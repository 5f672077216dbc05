-- The first matches of a search, read through the GIN index and nothing else. The planner's cost
-- model does not count reading a vector stored out of line, so for a common word it would rather
-- scan the table (or walk an order's index) and unpack vector after vector; these functions plan
-- their one query with sequential and plain index scans off, which leaves the bitmap scan of the
-- GIN index: it never reads a vector unless a phrase must be checked. Called with a LIMIT of
-- COUNT_CAP + 1 by the listing (listing.repository.ts).
CREATE FUNCTION "group_search_matches"(q tsquery, tech uuid, owner uuid, max_rows integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector)
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
  WHERE s.listed AND s.vector @@ q AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
  LIMIT max_rows
$$;--> statement-breakpoint
CREATE FUNCTION "group_search_text_matches"(q tsquery, tech uuid, owner uuid, max_rows integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector)
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
  WHERE s.listed AND s.text_vector @@ q AND (tech IS NULL OR s.technology_id = tech) AND (owner IS NULL OR s.owner_id = owner)
  LIMIT max_rows
$$;
