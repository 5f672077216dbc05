-- Private groups shared with named members (docs/teams.md): read or edit, revocable.
CREATE TYPE "public"."group_share_permission" AS ENUM('read', 'edit');--> statement-breakpoint
CREATE TABLE "group_shares" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"permission" "group_share_permission" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_shares_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_shares_user_idx" ON "group_shares" USING btree ("user_id","created_at" DESC NULLS FIRST);