-- Gives a technology a partition of its own, its rows moved out of the default partition, in the
-- caller's transaction; false when it has one. The indexes are built before the attachment, so
-- searches meanwhile read the rows where they were.
CREATE OR REPLACE FUNCTION "group_search_terms_own_partition"(tech uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  part text;
BEGIN
  LOCK TABLE "group_search_terms_default" IN EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM "group_search_partitions" p WHERE p."technology_id" = tech) THEN
    RETURN false;
  END IF;
  part := group_search_terms_new_partition(tech);
  EXECUTE format('WITH moved AS (DELETE FROM "group_search_terms_default" WHERE "technology_id" = %L RETURNING *) '
    'INSERT INTO %I SELECT * FROM moved', tech, part);
  IF EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = 'group_search_terms'::regclass AND i.indisprimary) THEN
    EXECUTE format('ALTER TABLE %I ADD PRIMARY KEY ("group_id", "technology_id")', part);
  END IF;
  IF EXISTS (SELECT 1 FROM pg_class c WHERE c.relname = 'group_search_terms_vector_idx' AND c.relnamespace = current_schema()::regnamespace) THEN
    EXECUTE format('CREATE INDEX ON %I USING gin ("vector") WITH (fastupdate = false) WHERE "listed"', part);
  END IF;
  -- The attachment then need not read the new partition to check it.
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK ("technology_id" = %L)', part, part || '_technology', tech);
  EXECUTE format('ALTER TABLE "group_search_terms" ATTACH PARTITION %I FOR VALUES IN (%L)', part, tech);
  INSERT INTO "group_search_partitions" ("technology_id") VALUES (tech);
  RETURN true;
END
$$;
