-- The lexemes that put a group's technology ('~t<id>') and owner ('~u<id>') into both its search
-- vectors, so a filtered search is one GIN intersection whatever the term's frequency. The tokenizer
-- never makes a lexeme that starts with '~'. See docs/search.md.
CREATE OR REPLACE FUNCTION "group_search_tags"(tech uuid, owner uuid) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_tsvector(ARRAY['~t' || tech::text, '~u' || owner::text]) $$;
