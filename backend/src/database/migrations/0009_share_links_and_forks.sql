CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"expires_at" timestamp with time zone,
	"max_views" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_views_within_max" CHECK ("share_links"."max_views" IS NULL OR "share_links"."views" <= "share_links"."max_views")
);
--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "forked_from_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_group_idx" ON "share_links" USING btree ("group_id","created_at");--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD CONSTRAINT "snippet_groups_forked_from_id_snippet_groups_id_fk" FOREIGN KEY ("forked_from_id") REFERENCES "public"."snippet_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_groups_forked_from_idx" ON "snippet_groups" USING btree ("forked_from_id") WHERE "snippet_groups"."forked_from_id" IS NOT NULL;