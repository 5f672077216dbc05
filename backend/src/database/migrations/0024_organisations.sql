-- Organisations (docs/teams.md): their members and roles, invitations (by name or by a link whose
-- hash alone is kept), the audit shown to their admins, and the groups they own
-- (snippet_groups.organisation_id; members_only: visibility "organisation").
CREATE TYPE "public"."organisation_audit_action" AS ENUM('created', 'member_joined', 'member_left', 'member_removed', 'role_changed', 'ownership_transferred', 'invitation_created', 'invitation_revoked', 'group_moved_in', 'group_moved_out', 'details_changed');--> statement-breakpoint
CREATE TYPE "public"."organisation_role" AS ENUM('owner', 'admin', 'member', 'viewer');--> statement-breakpoint
CREATE TABLE "organisation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" "organisation_audit_action" NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"role" "organisation_role" NOT NULL,
	"invitee_id" uuid,
	"token_hash" "bytea",
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invitations_kind" CHECK (("organisation_invitations"."invitee_id" IS NULL) <> ("organisation_invitations"."token_hash" IS NULL)),
	CONSTRAINT "organisation_invitations_uses_within_max" CHECK ("organisation_invitations"."uses" <= "organisation_invitations"."max_uses"),
	CONSTRAINT "organisation_invitations_not_owner" CHECK ("organisation_invitations"."role" <> 'owner')
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "organisation_role" NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_audit" ADD CONSTRAINT "organisation_audit_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_audit" ADD CONSTRAINT "organisation_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_audit_org_idx" ON "organisation_audit" USING btree ("organisation_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_token_hash_key" ON "organisation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_invitee_key" ON "organisation_invitations" USING btree ("organisation_id","invitee_id");--> statement-breakpoint
CREATE INDEX "organisation_invitations_invitee_idx" ON "organisation_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_slug_key" ON "organisations" USING btree (lower("slug"));--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD CONSTRAINT "snippet_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_groups_organisation_idx" ON "snippet_groups" USING btree ("organisation_id","created_at" DESC NULLS FIRST) WHERE "snippet_groups"."organisation_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD CONSTRAINT "snippet_groups_members_only" CHECK (NOT "snippet_groups"."members_only" OR ("snippet_groups"."organisation_id" IS NOT NULL AND NOT "snippet_groups"."is_public"));