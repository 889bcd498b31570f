-- Cheap exact totals and one-read trending pages (ADR 0009).
CREATE TABLE "track_totals" (
	"dimension" text NOT NULL,
	"key" integer NOT NULL,
	"tracks" integer NOT NULL,
	CONSTRAINT "track_totals_dimension_key_pk" PRIMARY KEY("dimension","key")
);
--> statement-breakpoint
-- Folds a statement's changed tracks into the totals: +1 per new row, -1 per old row, one
-- upsert per (dimension, key) touched, so a bulk insert costs one pass, not one per row.
CREATE FUNCTION "track_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "track_totals" WHERE "dimension" <> 'all';
		UPDATE "track_totals" SET "tracks" = 0;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "track_totals" ("dimension", "key", "tracks")
		SELECT d.dimension, d.key, count(*)::int FROM "track_totals_new" t
		CROSS JOIN LATERAL (VALUES ('all', 0), ('album', t.album_id), ('artist', t.artist_id),
			('genre', t.genre_id)) AS d(dimension, key)
		WHERE d.key IS NOT NULL GROUP BY d.dimension, d.key
		ON CONFLICT ("dimension", "key") DO UPDATE SET "tracks" = "track_totals"."tracks" + excluded."tracks";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "track_totals" s SET "tracks" = s."tracks" - d.n
		FROM (SELECT d.dimension, d.key, count(*)::int AS n FROM "track_totals_old" t
			CROSS JOIN LATERAL (VALUES ('all', 0), ('album', t.album_id), ('artist', t.artist_id),
				('genre', t.genre_id)) AS d(dimension, key)
			WHERE d.key IS NOT NULL GROUP BY d.dimension, d.key) d
		WHERE s."dimension" = d.dimension AND s."key" = d.key;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "track_totals_insert" AFTER INSERT ON "tracks"
	REFERENCING NEW TABLE AS "track_totals_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "track_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "track_totals_delete" AFTER DELETE ON "tracks"
	REFERENCING OLD TABLE AS "track_totals_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "track_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "track_totals_update" AFTER UPDATE ON "tracks"
	REFERENCING OLD TABLE AS "track_totals_old" NEW TABLE AS "track_totals_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "track_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "track_totals_truncate" AFTER TRUNCATE ON "tracks"
	FOR EACH STATEMENT EXECUTE FUNCTION "track_totals_apply"();
--> statement-breakpoint
INSERT INTO "track_totals" ("dimension", "key", "tracks")
SELECT d.dimension, d.key, count(*)::int FROM "tracks" t
CROSS JOIN LATERAL (VALUES ('all', 0), ('album', t.album_id), ('artist', t.artist_id),
	('genre', t.genre_id)) AS d(dimension, key)
WHERE d.key IS NOT NULL GROUP BY d.dimension, d.key;
--> statement-breakpoint
INSERT INTO "track_totals" ("dimension", "key", "tracks") VALUES ('all', 0, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "trending_snapshots" ADD COLUMN "track_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "trending_snapshots" s SET "track_count" = (SELECT count(*) FROM "trending_tracks" r WHERE r."snapshot_id" = s."id");--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "artist_id" integer;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "artist_name" text;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "album_id" integer;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "album_title" text;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "genre_id" integer;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "track_number" integer;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "source" "track_source";--> statement-breakpoint
ALTER TABLE "trending_tracks" ADD COLUMN "image_url" text;--> statement-breakpoint
UPDATE "trending_tracks" r SET "title" = t."title", "artist_id" = t."artist_id", "artist_name" = a."name",
	"album_id" = t."album_id", "album_title" = al."title", "genre_id" = t."genre_id",
	"track_number" = t."track_number", "duration_seconds" = t."duration_seconds", "url" = t."url",
	"source" = t."source", "image_url" = t."image_url"
FROM "tracks" t LEFT JOIN "artists" a ON a."id" = t."artist_id" LEFT JOIN "albums" al ON al."id" = t."album_id"
WHERE t."id" = r."track_id";--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "artist_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "duration_seconds" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "url" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_tracks" ALTER COLUMN "image_url" SET NOT NULL;
