ALTER TYPE "public"."moderation_action" ADD VALUE 'member_suspended';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'member_unsuspended';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;