CREATE TABLE "group_cards" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"technology_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"forked_from_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"versions" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_cards" ADD CONSTRAINT "group_cards_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The listing's cards (schema.ts, group_cards): a page of the listing read each card from
-- snippet_groups, versions, snippets and users, ~10 pages a card spread over the whole database
-- (116 of the 181 pages a typical search read from outside shared buffers at 1,000,000 groups).
-- The application's writer (search-index.repository.ts) writes a group's card with its search rows;
-- this fills them for the groups already there, with the same published versions as versionsJson
-- (snippet-groups.repository.ts) builds them for an anonymous visitor.
INSERT INTO "group_cards" ("group_id", "technology_id", "owner_id", "forked_from_id", "title", "description", "created_at", "updated_at", "versions")
  SELECT g."id", g."technology_id", g."owner_id", g."forked_from_id", g."title", g."description", g."created_at", g."updated_at", (
    SELECT coalesce(json_agg(json_build_object('id', v."id", 'no', v."no", 'name', v."name", 'isDraft', v."is_draft", 'snippets', (
      SELECT coalesce(json_agg(json_build_object('id', s."id", 'description', s."description", 'code', s."code")
                               ORDER BY s."position", s."created_at", s."id"), '[]'::json)
      FROM "snippets" s WHERE s."version_id" = v."id")) ORDER BY v."position", v."created_at", v."id"), '[]'::json)
    FROM "versions" v WHERE v."group_id" = g."id" AND NOT v."is_draft")
  FROM "snippet_groups" g;--> statement-breakpoint
ANALYZE "group_cards";
