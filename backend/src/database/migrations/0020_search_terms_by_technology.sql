-- A search filtered by a technology asked the GIN index of every group's whole vector for its words
-- and the technology's lexeme `~t<id>` (migration 0004): the index decoded each word's entries for
-- every technology, then intersected them with the technology's, held by up to a third of the rows.
-- group_search_terms is now LIST-partitioned by technology: a large technology (SearchIndexService,
-- group_search_terms_partition_large) has a partition of its own, with its own GIN index holding only
-- its groups' lexemes; the others share the default partition. A search filtered by a technology with
-- its own partition reads that partition's index for its words alone; any other filtered search reads
-- the default partition's (with `~t`, as before); a search without a filter reads every partition's.
-- At 1,000,000 groups (7 partitions of 14 technologies): the filtered searches' GIN statements -38%,
-- the others unchanged (bench/results/2026-11-28e-postgres-1000000-tech-index.md).
-- Every lookup by group carries the technology (primary key (group_id, technology_id)), so that it is
-- pruned to one partition: the cards' upvote counts, the walks' vector checks, the writer, the trigger.
CREATE TABLE "group_search_partitions" (
	"technology_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_search_terms" RENAME TO "group_search_terms_unpartitioned";--> statement-breakpoint
ALTER INDEX "group_search_terms_pkey" RENAME TO "group_search_terms_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "group_search_terms_vector_idx" RENAME TO "group_search_terms_unpartitioned_vector_idx";--> statement-breakpoint
CREATE TABLE "group_search_terms" (
	"technology_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"listed" boolean NOT NULL,
	"upvote_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"vector" "tsvector" NOT NULL,
	"toast_pad" text DEFAULT repeat(' ', 2100) NOT NULL
) PARTITION BY LIST ("technology_id");
--> statement-breakpoint
-- As migration 0016's table: the vector out of line, the pad in the row, ~10,000 lexemes in the statistics.
ALTER TABLE "group_search_terms" ALTER COLUMN "vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "group_search_terms" ALTER COLUMN "toast_pad" SET STORAGE MAIN;--> statement-breakpoint
-- A new partition of group_search_terms, not attached: fillfactor 90 and toast_tuple_target 128 as
-- migration 0016's table (storage parameters are a partition's own), the columns' storage and
-- statistics target copied from the parent. Named after its technology (the default: `_default`).
CREATE FUNCTION "group_search_terms_new_partition"(tech uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  part text := 'group_search_terms_' || coalesce(replace(tech::text, '-', ''), 'default');
BEGIN
  EXECUTE format('CREATE TABLE %I (LIKE "group_search_terms" INCLUDING DEFAULTS INCLUDING STORAGE) '
    'WITH (fillfactor = 90, toast_tuple_target = 128)', part);
  EXECUTE format('ALTER TABLE %I ALTER COLUMN "vector" SET STATISTICS 1000', part);
  RETURN part;
END
$$;--> statement-breakpoint
-- Gives a technology a partition of its own, its rows moved out of the default partition, in the
-- caller's transaction; false when it has one. Writers of the default partition's rows wait until the
-- transaction ends (readers do not, but for the attachment's check that no row of the technology is
-- left in the default partition, at the end); the new partition's indexes are built before it is
-- attached, so searches meanwhile read the rows where they were.
CREATE FUNCTION "group_search_terms_own_partition"(tech uuid) RETURNS boolean LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
-- The technologies that hold at least min_share of the groups and at least min_groups of them, by
-- the column statistics of group_search (none before its first ANALYZE), get a partition of their own;
-- answers how many did.
CREATE FUNCTION "group_search_terms_partition_large"(min_share float8, min_groups integer) RETURNS integer LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
SELECT "group_search_terms_new_partition"(NULL);--> statement-breakpoint
ALTER TABLE "group_search_terms" ATTACH PARTITION "group_search_terms_default" DEFAULT;--> statement-breakpoint
-- An upgraded database's large technologies are laid out before the rows are copied (the indexes are
-- built after, each partition's at once).
SELECT "group_search_terms_partition_large"(0.03, 40000);--> statement-breakpoint
INSERT INTO "group_search_terms" ("technology_id", "group_id", "listed", "upvote_count", "created_at", "vector")
  SELECT s."technology_id", t."group_id", t."listed", t."upvote_count", t."created_at", t."vector"
  FROM "group_search_terms_unpartitioned" t JOIN "group_search" s ON s."group_id" = t."group_id";--> statement-breakpoint
DROP TABLE "group_search_terms_unpartitioned";--> statement-breakpoint
ALTER TABLE "group_search_terms" ADD CONSTRAINT "group_search_terms_pkey" PRIMARY KEY ("group_id", "technology_id");--> statement-breakpoint
ALTER TABLE "group_search_terms" ADD CONSTRAINT "group_search_terms_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_search_terms_vector_idx" ON "group_search_terms" USING gin ("vector") WITH (fastupdate=false) WHERE "group_search_terms"."listed";--> statement-breakpoint
-- The matches of a search (as migration 0016's): with a technology, from its partition only (pruned
-- when the statement starts: `technology_id = tech` alone, an OR with `tech IS NULL` prunes nothing),
-- without its `~t` lexeme when the partition is its own.
CREATE OR REPLACE FUNCTION "group_search_matches"(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, capped boolean)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $$
DECLARE
  tag uuid := CASE WHEN EXISTS (SELECT 1 FROM "group_search_partitions" p WHERE p."technology_id" = tech) THEN NULL ELSE tech END;
BEGIN
  IF tech IS NULL AND words = q THEN
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, false FROM "group_search_terms" s
      WHERE s.listed AND s.vector @@ group_search_filter(q, NULL, owner)
      LIMIT max_rows;
  ELSIF words = q THEN
    RETURN QUERY SELECT s.group_id, s.upvote_count, s.created_at, false FROM "group_search_terms" s
      WHERE s.technology_id = tech AND s.listed AND s.vector @@ group_search_filter(q, tag, owner)
      LIMIT max_rows;
  ELSIF tech IS NULL THEN
    -- A phrase: checked on at most max_candidates groups holding all its lexemes (migration 0012).
    RETURN QUERY SELECT c.group_id, c.upvote_count, c.created_at, c.seen >= max_candidates FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.vector, count(*) OVER () AS seen FROM (
        SELECT s.group_id, s.upvote_count, s.created_at, s.vector FROM "group_search_terms" s
        WHERE s.listed AND s.vector @@ group_search_filter(words, NULL, owner)
        LIMIT max_candidates) s) c
      WHERE c.vector @@ q
      LIMIT max_rows;
  ELSE
    RETURN QUERY SELECT c.group_id, c.upvote_count, c.created_at, c.seen >= max_candidates FROM (
      SELECT s.group_id, s.upvote_count, s.created_at, s.vector, count(*) OVER () AS seen FROM (
        SELECT s.group_id, s.upvote_count, s.created_at, s.vector FROM "group_search_terms" s
        WHERE s.technology_id = tech AND s.listed AND s.vector @@ group_search_filter(words, tag, owner)
        LIMIT max_candidates) s) c
      WHERE c.vector @@ q
      LIMIT max_rows;
  END IF;
END
$$;--> statement-breakpoint
-- group_search_sync (migration 0016) with the technology: the update reads one partition.
CREATE OR REPLACE FUNCTION "group_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_search" SET
    "technology_id" = NEW."technology_id",
    "owner_id" = NEW."owner_id",
    "listed" = NEW."is_public" AND NOT NEW."is_hidden"
      AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."owner_id" AND u."suspended_at" IS NOT NULL)
      AND EXISTS (SELECT 1 FROM "versions" v WHERE v."group_id" = NEW."id" AND NOT v."is_draft"),
    "upvote_count" = NEW."upvote_count",
    "created_at" = NEW."created_at"
  WHERE "group_id" = NEW."id";
  UPDATE "group_search_terms" t SET "listed" = s."listed", "upvote_count" = s."upvote_count", "created_at" = s."created_at"
  FROM "group_search" s
  WHERE s."group_id" = NEW."id" AND t."group_id" = NEW."id" AND t."technology_id" = NEW."technology_id"
    AND (t."listed", t."upvote_count", t."created_at") IS DISTINCT FROM (s."listed", s."upvote_count", s."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The walks of the listing without a technology test each walked row's vector by (group_id,
-- technology_id): the two order indexes without the technology as a key carry it (as migration 0018
-- the signature), so a walk stays an index-only scan.
DROP INDEX "group_search_popular_idx";--> statement-breakpoint
CREATE INDEX "group_search_popular_idx" ON "group_search" USING btree ("upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"group_id") INCLUDE ("signature", "technology_id") WHERE "group_search"."listed";--> statement-breakpoint
DROP INDEX "group_search_recent_idx";--> statement-breakpoint
CREATE INDEX "group_search_recent_idx" ON "group_search" USING btree ("created_at" DESC NULLS FIRST,"group_id") INCLUDE ("signature", "technology_id") WHERE "group_search"."listed";--> statement-breakpoint
ANALYZE "group_search";--> statement-breakpoint
ANALYZE "group_search_terms";
