ALTER TABLE "data_file_versions" ADD COLUMN "published_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "data_file_versions" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "data_file_versions" ADD CONSTRAINT "data_file_versions_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;