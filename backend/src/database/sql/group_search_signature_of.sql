-- A 1024-bit signature of lexemes and prefixes: a word sets two bits of its own and two of each of its
-- first 3 and 6 characters (hashtextextended, stable across upgrades). A row whose signature lacks a
-- bit of the search's cannot match, so a walk skips its vector: the signature changes which rows are
-- read, never which match. The '~t'/'~u' filter lexemes are left out: walks filter on their columns.
CREATE OR REPLACE FUNCTION "group_search_signature_of"(items text[]) RETURNS bit(1024)
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
$$;
