DROP INDEX "moderation_log_created_idx";--> statement-breakpoint
DROP INDEX "moderation_log_action_idx";--> statement-breakpoint
DROP INDEX "moderation_log_actor_idx";--> statement-breakpoint
DROP INDEX "official_requests_technology_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_owner_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_popular_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_recent_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_tech_popular_idx";--> statement-breakpoint
DROP INDEX "snippet_groups_public_tech_recent_idx";--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_log_action_idx" ON "moderation_log" USING btree ("action","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_log_actor_idx" ON "moderation_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "official_requests_technology_idx" ON "official_requests" USING btree ("technology_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "snippet_groups_owner_idx" ON "snippet_groups" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "snippet_groups_public_popular_idx" ON "snippet_groups" USING btree ("upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "snippet_groups"."is_public" AND NOT "snippet_groups"."is_hidden";--> statement-breakpoint
CREATE INDEX "snippet_groups_public_recent_idx" ON "snippet_groups" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "snippet_groups"."is_public" AND NOT "snippet_groups"."is_hidden";--> statement-breakpoint
CREATE INDEX "snippet_groups_public_tech_popular_idx" ON "snippet_groups" USING btree ("technology_id","upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "snippet_groups"."is_public" AND NOT "snippet_groups"."is_hidden";--> statement-breakpoint
CREATE INDEX "snippet_groups_public_tech_recent_idx" ON "snippet_groups" USING btree ("technology_id","created_at" DESC NULLS FIRST,"id") WHERE "snippet_groups"."is_public" AND NOT "snippet_groups"."is_hidden";