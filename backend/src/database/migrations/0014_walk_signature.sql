-- A search that many groups match is walked along an order's index (ListingRepository.walkSql): each
-- walked row's `vector` was read from out of line (the TOAST index and a TOAST page, 4-5 buffers and a
-- copy of ~2 kB) to test the search, whether the row matched or not (2,000 to 10,000 rows a walk).
-- `signature` is a 1,024-bit summary of the vector kept in the row (128 bytes): every lexeme and its
-- first 3 and first 6 characters each set two bits (hashtextextended, which hash partitioning also
-- relies on to stay the same across upgrades). A row whose signature lacks a bit of the search's
-- (group_search_signature_of of the search: each word's lexeme, a prefix's first 6 or 3 characters) cannot
-- match, and its vector is not read; the rest are tested on the vector as before, so the signature
-- changes which rows are read, never which match. The technology and owner lexemes (`~t`, `~u`) are
-- left out: walks filter on their columns.
CREATE FUNCTION "group_search_signature_of"(items text[]) RETURNS bit(1024)
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  words bigint[] := array_fill(0::bigint, ARRAY[16]);
  item text;
  h bigint;
  p integer;
  bits bit varying := B'';
BEGIN
  FOREACH item IN ARRAY items LOOP
    h := hashtextextended(item, 0);
    p := (h & 1023)::integer;
    words[(p >> 6) + 1] := words[(p >> 6) + 1] | (1::bigint << (p & 63));
    p := ((h >> 10) & 1023)::integer;
    words[(p >> 6) + 1] := words[(p >> 6) + 1] | (1::bigint << (p & 63));
  END LOOP;
  FOR i IN 1..16 LOOP
    bits := bits || words[i]::bit(64);
  END LOOP;
  RETURN bits::bit(1024);
END
$$;--> statement-breakpoint
CREATE FUNCTION "group_search_signature"(v tsvector) RETURNS bit(1024)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT "group_search_signature_of"(coalesce(array_agg(i), '{}'))
  FROM unnest(tsvector_to_array(v)) AS l,
       LATERAL unnest(ARRAY[l, CASE WHEN length(l) > 3 THEN left(l, 3) END, CASE WHEN length(l) > 6 THEN left(l, 6) END]) AS i
  WHERE i IS NOT NULL AND left(l, 1) <> '~'
$$;--> statement-breakpoint
-- A stored generated column: PostgreSQL computes it whenever `vector` is written, and only then (not
-- on an upvote's update of the row). STORAGE PLAIN in the same statement, before the rows are
-- written: the table's rows are toasted down to 128 bytes (migration 0002), which would otherwise
-- move the signature out of line with the vector. Rewrites the table and its indexes, computing every
-- row's signature (about 15 minutes at 1,000,000 groups, like migration 0012's rewrite).
ALTER TABLE "group_search"
  ADD COLUMN "signature" bit(1024) GENERATED ALWAYS AS ("group_search_signature"("vector")) STORED,
  ALTER COLUMN "signature" SET STORAGE PLAIN;--> statement-breakpoint
ANALYZE "group_search";
