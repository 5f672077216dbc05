-- A new, not yet attached partition of group_search_terms for a technology (NULL: the default one),
-- with the parent's storage parameters, column storage and statistics targets.
CREATE OR REPLACE FUNCTION "group_search_terms_new_partition"(tech uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  part text := 'group_search_terms_' || coalesce(replace(tech::text, '-', ''), 'default');
BEGIN
  EXECUTE format('CREATE TABLE %I (LIKE "group_search_terms" INCLUDING DEFAULTS INCLUDING STORAGE) '
    'WITH (fillfactor = 90, toast_tuple_target = 128)', part);
  EXECUTE format('ALTER TABLE %I ALTER COLUMN "vector" SET STATISTICS 1000', part);
  RETURN part;
END
$$;
