CREATE TABLE "organisation_avatars" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "avatar_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_avatars" ADD CONSTRAINT "organisation_avatars_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;