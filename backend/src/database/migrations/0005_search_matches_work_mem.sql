-- A common word (or a short prefix such as `typ`) matches hundreds of thousands of groups: with the
-- default work_mem (4 MB) the bitmap of its matches turns lossy, and every row of a lossy page is
-- checked again by reading its vector out of line (12,585 pages for `tech:JavaScript type` at
-- 1,000,000 groups). With room for an exact bitmap, the heap is read only until the first
-- COUNT_CAP + 1 matches are found (1,188 pages instead of 12,585 for that search). The memory is
-- taken only while such a search runs. It does not make such a search fast: decoding a posting list
-- of hundreds of thousands of entries into the bitmap takes ~100 ms whatever the pages (see
-- bench/results).
ALTER FUNCTION "group_search_matches"(tsquery, uuid, uuid, integer) SET work_mem = '32MB';--> statement-breakpoint
ALTER FUNCTION "group_search_text_matches"(tsquery, uuid, uuid, integer) SET work_mem = '32MB';
