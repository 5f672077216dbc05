CREATE TABLE "group_tags" (
	"group_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "group_tags_group_id_tag_pk" PRIMARY KEY("group_id","tag"),
	CONSTRAINT "group_tags_tag_format" CHECK ("group_tags"."tag" ~ '^[a-z0-9-]{1,30}$')
);
--> statement-breakpoint
ALTER TABLE "group_tags" ADD CONSTRAINT "group_tags_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_tags_tag_idx" ON "group_tags" USING btree ("tag" text_pattern_ops,"group_id");