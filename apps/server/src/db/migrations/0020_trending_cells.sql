-- Each ranked row as one JSON array a page reads (ADR 0009, amended 2026-11-27): the rows of
-- existing snapshots get theirs from the copied columns before those go.
ALTER TABLE "trending_tracks" ADD COLUMN "cells" text;--> statement-breakpoint
UPDATE "trending_tracks" SET "cells" = json_build_array("rank", "score", "plays", "previous_rank",
  "previous_plays", "track_id", "title", "artist_id", "artist_name", "album_id", "album_title",
  "genre_id", "track_number", "duration_seconds", "url", "source", "image_url")::text;--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "cells" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "artist_id";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "artist_name";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "album_id";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "album_title";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "genre_id";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "track_number";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "duration_seconds";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "source";--> statement-breakpoint
ALTER TABLE "trending_tracks" DROP COLUMN "image_url";