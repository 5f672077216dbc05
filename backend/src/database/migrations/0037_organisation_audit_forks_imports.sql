ALTER TYPE "public"."organisation_audit_action" ADD VALUE 'group_forked_in';--> statement-breakpoint
ALTER TYPE "public"."organisation_audit_action" ADD VALUE 'groups_imported';