ALTER TYPE "public"."one_time_code_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TYPE "public"."user_status" ADD VALUE 'deleted';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listens_listener_time_idx" ON "listens" USING btree ("listener_id","listened_at");