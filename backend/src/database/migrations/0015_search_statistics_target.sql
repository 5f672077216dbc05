-- The listing chooses, per search, between walking an order's index and reading the GIN index's
-- matches from the column statistics of the two vectors (term-statistics.ts: pg_stats'
-- most_common_elems, and a lexeme not listed is taken as rare). At the default statistics target
-- (100) ANALYZE lists 1,000 lexemes from a sample of 30,000 rows: at 1,000,000 groups of real code
-- the least common listed lexeme was held by 1.2% of the groups, so a lexeme held by up to 12,000
-- groups counted as rare, and its search read up to 20,000 matches from the GIN index to sort them
-- (`Abstract`, 12,406 matches: 79 ms). At 1000, ANALYZE lists 10,000 lexemes from 300,000 rows.
ALTER TABLE "group_search" ALTER COLUMN "vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "group_search" ALTER COLUMN "text_vector" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "group_search";
