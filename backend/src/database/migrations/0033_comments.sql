CREATE TYPE "public"."comment_hidden_reason" AS ENUM('owner', 'moderator', 'reports');--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'comment_hidden';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'comment_unhidden';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'comment_report_dismissed';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'comment_auto_hidden';--> statement-breakpoint
CREATE TABLE "comment_locks" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"category" "report_category" DEFAULT 'other' NOT NULL,
	"reason" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"snippet_id" uuid,
	"snippet_position" integer NOT NULL,
	"line_start" integer,
	"line_end" integer,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"hidden_reason" "comment_hidden_reason",
	"hidden_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_lines" CHECK (("comments"."line_start" IS NULL AND "comments"."line_end" IS NULL) OR ("comments"."line_start" >= 1 AND "comments"."line_end" >= "comments"."line_start"))
);
--> statement-breakpoint
ALTER TABLE "comment_locks" ADD CONSTRAINT "comment_locks_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_group_id_snippet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."snippet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_comment_reporter_key" ON "comment_reports" USING btree ("comment_id","reporter_id");--> statement-breakpoint
CREATE INDEX "comment_reports_open_idx" ON "comment_reports" USING btree ("comment_id","created_at") WHERE "comment_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("group_id","snippet_position","created_at" DESC NULLS FIRST) WHERE "comments"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at" DESC NULLS FIRST);