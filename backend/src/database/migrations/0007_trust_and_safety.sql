CREATE TYPE "public"."hidden_reason" AS ENUM('moderator', 'reports');--> statement-breakpoint
CREATE TYPE "public"."report_category" AS ENUM('spam', 'malware', 'secrets', 'offensive', 'copyright', 'other');--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'secrets_published';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'group_auto_hidden';--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "category" "report_category" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "hidden_reason" "hidden_reason";