-- What a group's search rows were built from, as a digest (modules/snippet-groups/search,
-- searchDigest): a write that leaves the searched content as it was (a draft, a snippet past the
-- searched bytes) writes the card only, never the vectors again. Rows without one are built anew at
-- their next write.
ALTER TABLE "group_search" ADD COLUMN "content_digest" text;
