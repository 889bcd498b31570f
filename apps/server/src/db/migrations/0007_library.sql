CREATE TYPE "public"."favorite_item_type" AS ENUM('track', 'artist', 'album');--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"item_type" "favorite_item_type" NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_item_idx" ON "favorites" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "favorites_newest_idx" ON "favorites" USING btree ("user_id","item_type","created_at");--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("created_by","created_at");