-- A search's tsquery with the technology and owner filters ANDed in as group_search_tags lexemes.
CREATE OR REPLACE FUNCTION "group_search_filter"(q tsquery, tech uuid, owner uuid) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN tech IS NULL AND owner IS NULL THEN q
    WHEN owner IS NULL THEN q && quote_literal('~t' || tech::text)::tsquery
    WHEN tech IS NULL THEN q && quote_literal('~u' || owner::text)::tsquery
    ELSE q && quote_literal('~t' || tech::text)::tsquery && quote_literal('~u' || owner::text)::tsquery
  END
$$;
