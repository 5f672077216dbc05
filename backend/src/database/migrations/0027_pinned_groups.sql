CREATE TABLE "pinned_groups" (
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinned_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id"),
	CONSTRAINT "pinned_groups_position_range" CHECK ("pinned_groups"."position" BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "pinned_groups" ADD CONSTRAINT "pinned_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_groups" ADD CONSTRAINT "pinned_groups_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pinned_groups_user_position_key" ON "pinned_groups" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "pinned_groups_group_idx" ON "pinned_groups" USING btree ("group_id");