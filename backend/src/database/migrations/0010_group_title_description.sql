ALTER TABLE "snippet_groups" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;