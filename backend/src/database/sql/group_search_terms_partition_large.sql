-- Gives each technology holding at least min_share and min_groups of the groups (by group_search's
-- column statistics) a partition of its own; answers how many it made.
CREATE OR REPLACE FUNCTION "group_search_terms_partition_large"(min_share float8, min_groups integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  tech uuid;
  made integer := 0;
BEGIN
  FOR tech IN
    SELECT v.tech FROM pg_stats s, pg_class c,
      unnest(s.most_common_vals::text::uuid[], s.most_common_freqs) AS v(tech, share)
    WHERE s.schemaname = current_schema() AND s.tablename = 'group_search' AND s.attname = 'technology_id'
      AND c.oid = 'group_search'::regclass AND v.share >= min_share AND v.share * c.reltuples >= min_groups
      AND NOT EXISTS (SELECT 1 FROM "group_search_partitions" p WHERE p."technology_id" = v.tech)
    ORDER BY v.share DESC
  LOOP
    IF group_search_terms_own_partition(tech) THEN made := made + 1; END IF;
  END LOOP;
  RETURN made;
END
$$;
