-- Bounded answers: a listing card carries the published versions' numbers and names and a preview of
-- the version shown, never every version in full (schema.ts, group_cards; modules/snippet-groups/group-card.ts).
-- A snippet's line count is kept as it is written, so a preview can say how long the whole code is
-- without reading it; a group's stored code is counted for the storage limits.
ALTER TABLE "snippets" ADD COLUMN "line_count" integer GENERATED ALWAYS AS (length("code") - length(replace("code", E'\n', '')) + 1) STORED;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "code_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "snippet_groups" g SET "code_bytes" = coalesce((
  SELECT sum(octet_length(s."code")) FROM "versions" v JOIN "snippets" s ON s."version_id" = v."id" WHERE v."group_id" = g."id"), 0);--> statement-breakpoint
ALTER TABLE "group_cards" ADD COLUMN "version_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_cards" ADD COLUMN "preview_version_id" uuid;--> statement-breakpoint
-- The cards written before held every version in full: the application writes them anew, bounded,
-- at start (SearchIndexService catches up every group without a card).
DELETE FROM "group_cards";
