ALTER TABLE "auth_links" DROP CONSTRAINT "auth_links_purpose";--> statement-breakpoint
ALTER TABLE "auth_links" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_links_email_idx" ON "auth_links" USING btree ("new_email","purpose");--> statement-breakpoint
ALTER TABLE "auth_links" ADD CONSTRAINT "auth_links_member_or_address" CHECK ("auth_links"."user_id" IS NOT NULL OR ("auth_links"."purpose" = 'sign-in' AND "auth_links"."new_email" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "auth_links" ADD CONSTRAINT "auth_links_purpose" CHECK ("auth_links"."purpose" IN ('verify-email', 'reset-password', 'change-email', 'sign-in'));