-- A walk along an order's index (a common search's page: ListingRepository.walkSql) read each
-- walked row from group_search's heap for its signature: rows of ~680 bytes (the texts' vector is in
-- the row), so a walk of 5,000 rows read ~3,000 heap pages, most of them from outside shared buffers
-- at 1,000,000 groups. The four order indexes now carry the signature (INCLUDE), so a walk is an
-- index-only scan: ~45 rows a leaf page (the same 5,000 rows: ~120 pages). Best match's exclusion of
-- the texts' matches reads group_search's row only for the walked rows that match. Index-only scans
-- skip the heap for pages the visibility map marks all-visible (autovacuum keeps it current).
DROP INDEX "group_search_popular_idx";--> statement-breakpoint
CREATE INDEX "group_search_popular_idx" ON "group_search" USING btree ("upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"group_id") INCLUDE ("signature") WHERE "group_search"."listed";--> statement-breakpoint
DROP INDEX "group_search_recent_idx";--> statement-breakpoint
CREATE INDEX "group_search_recent_idx" ON "group_search" USING btree ("created_at" DESC NULLS FIRST,"group_id") INCLUDE ("signature") WHERE "group_search"."listed";--> statement-breakpoint
DROP INDEX "group_search_tech_popular_idx";--> statement-breakpoint
CREATE INDEX "group_search_tech_popular_idx" ON "group_search" USING btree ("technology_id","upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"group_id") INCLUDE ("signature") WHERE "group_search"."listed";--> statement-breakpoint
DROP INDEX "group_search_tech_recent_idx";--> statement-breakpoint
CREATE INDEX "group_search_tech_recent_idx" ON "group_search" USING btree ("technology_id","created_at" DESC NULLS FIRST,"group_id") INCLUDE ("signature") WHERE "group_search"."listed";
