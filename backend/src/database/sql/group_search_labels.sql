-- The filter lexemes of a group's organisation ('~o<id>') and of each of its tags ('~#<tag>'), in both
-- its search vectors beside group_search_tags' technology and owner: `org:` and `tag:` in the search
-- box are then terms of the search's tsquery, which the GIN index serves. The tokenizer never makes a
-- lexeme that starts with '~'. See docs/search.md.
CREATE OR REPLACE FUNCTION "group_search_labels"(organisation uuid, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT '~o' || organisation::text WHERE organisation IS NOT NULL
    UNION ALL
    SELECT DISTINCT '~#' || t FROM unnest(coalesce(tags, '{}')) AS t WHERE t IS NOT NULL AND t <> ''))
$$;
