-- A search with a technology or member filter stays bounded whatever the term's frequency: the
-- group's technology and owner are lexemes of both its vectors ('~t<technology id>', '~u<owner
-- id>'; the tokenizer never makes a lexeme that starts with '~'), so the GIN index intersects the
-- term's entries with the filter's instead of the heap being read match after match until enough
-- of them have the technology (a common word in a small technology read every match of the word).
-- The technology and owner of a group never change.
CREATE FUNCTION "group_search_tags"(tech uuid, owner uuid) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_tsvector(ARRAY['~t' || tech::text, '~u' || owner::text]) $$;--> statement-breakpoint
CREATE FUNCTION "group_search_filter"(q tsquery, tech uuid, owner uuid) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN tech IS NULL AND owner IS NULL THEN q
    WHEN owner IS NULL THEN q && quote_literal('~t' || tech::text)::tsquery
    WHEN tech IS NULL THEN q && quote_literal('~u' || owner::text)::tsquery
    ELSE q && quote_literal('~t' || tech::text)::tsquery && quote_literal('~u' || owner::text)::tsquery
  END
$$;--> statement-breakpoint
UPDATE "group_search" SET
  "text_vector" = "text_vector" || group_search_tags("technology_id", "owner_id"),
  "vector" = "vector" || group_search_tags("technology_id", "owner_id");--> statement-breakpoint
-- Same results as 0003's; the filters now narrow the GIN scan. They are also checked on the row,
-- written so that no btree index can serve them (a BitmapAnd with the technology's index would
-- read every listed group of the technology).
CREATE OR REPLACE FUNCTION "group_search_matches"(q tsquery, tech uuid, owner uuid, max_rows integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector)
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
  WHERE s.listed AND s.vector @@ group_search_filter(q, tech, owner)
    AND coalesce(tech, s.technology_id) = s.technology_id AND coalesce(owner, s.owner_id) = s.owner_id
  LIMIT max_rows
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "group_search_text_matches"(q tsquery, tech uuid, owner uuid, max_rows integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, text_vector tsvector)
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT s.group_id, s.upvote_count, s.created_at, s.text_vector FROM "group_search" s
  WHERE s.listed AND s.text_vector @@ group_search_filter(q, tech, owner)
    AND coalesce(tech, s.technology_id) = s.technology_id AND coalesce(owner, s.owner_id) = s.owner_id
  LIMIT max_rows
$$;
