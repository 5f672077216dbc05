-- The signature (group_search_signature_of) of every lexeme of a vector.
CREATE OR REPLACE FUNCTION "group_search_signature"(v tsvector) RETURNS bit(1024)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT "group_search_signature_of"(coalesce(array_agg(i), '{}'))
  FROM unnest(tsvector_to_array(v)) AS l,
       LATERAL unnest(ARRAY[l, CASE WHEN length(l) > 3 THEN left(l, 3) END, CASE WHEN length(l) > 6 THEN left(l, 6) END]) AS i
  WHERE i IS NOT NULL AND left(l, 1) <> '~'
$$;
