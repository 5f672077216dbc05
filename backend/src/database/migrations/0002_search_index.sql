CREATE TABLE "group_search" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"technology_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"listed" boolean NOT NULL,
	"upvote_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tokenizer" smallint NOT NULL,
	"text_vector" "tsvector" NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "snippet_groups_public_popular_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_recent_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_tech_popular_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_tech_recent_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_search_vector_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "group_search" ADD CONSTRAINT "group_search_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_search_popular_idx" ON "group_search" USING btree ("upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"group_id") WHERE "group_search"."listed";--> statement-breakpoint
CREATE INDEX "group_search_recent_idx" ON "group_search" USING btree ("created_at" DESC NULLS FIRST,"group_id") WHERE "group_search"."listed";--> statement-breakpoint
CREATE INDEX "group_search_tech_popular_idx" ON "group_search" USING btree ("technology_id","upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"group_id") WHERE "group_search"."listed";--> statement-breakpoint
CREATE INDEX "group_search_tech_recent_idx" ON "group_search" USING btree ("technology_id","created_at" DESC NULLS FIRST,"group_id") WHERE "group_search"."listed";--> statement-breakpoint
CREATE INDEX "group_search_owner_idx" ON "group_search" USING btree ("owner_id","created_at" DESC NULLS FIRST) WHERE "group_search"."listed";--> statement-breakpoint
CREATE INDEX "group_search_vector_idx" ON "group_search" USING gin ("vector") WITH (fastupdate=false) WHERE "group_search"."listed";--> statement-breakpoint
CREATE INDEX "group_search_text_vector_idx" ON "group_search" USING gin ("text_vector") WITH (fastupdate=false) WHERE "group_search"."listed";--> statement-breakpoint
ALTER TABLE "snippet_groups" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "snippet_groups" DROP COLUMN "search_text";--> statement-breakpoint
-- The row stays narrow: the code's vector lives out of line (read through the GIN index), the descriptions' vector in the row.
ALTER TABLE "group_search" ALTER COLUMN "vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "group_search" ALTER COLUMN "text_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "group_search" SET (toast_tuple_target = 128);--> statement-breakpoint
-- group_search copies the listing's columns of snippet_groups; this keeps them equal in the writer's transaction.
CREATE FUNCTION "group_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_search" SET
    "technology_id" = NEW."technology_id",
    "owner_id" = NEW."owner_id",
    "listed" = NEW."is_public" AND NOT NEW."is_hidden",
    "upvote_count" = NEW."upvote_count",
    "created_at" = NEW."created_at"
  WHERE "group_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "group_search_sync" AFTER UPDATE OF "technology_id", "owner_id", "is_public", "is_hidden", "upvote_count", "created_at" ON "snippet_groups"
  FOR EACH ROW WHEN (
    OLD."technology_id" IS DISTINCT FROM NEW."technology_id" OR OLD."owner_id" IS DISTINCT FROM NEW."owner_id"
    OR OLD."is_public" IS DISTINCT FROM NEW."is_public" OR OLD."is_hidden" IS DISTINCT FROM NEW."is_hidden"
    OR OLD."upvote_count" IS DISTINCT FROM NEW."upvote_count" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  ) EXECUTE FUNCTION "group_search_sync"();
