-- The search index (ADR 0017): unaccent and lower case through one immutable function, so the
-- generated columns and their indexes are the same on PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"album" text DEFAULT '' NOT NULL,
	"genre" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"year" integer,
	"duration_seconds" integer,
	"track_count" integer,
	"artist_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"owner_id" text,
	"plays" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_fold(title)), 'A') || setweight(to_tsvector('simple', search_fold(subtitle)), 'B') || setweight(to_tsvector('simple', search_fold(album || ' ' || genre)), 'C') || setweight(to_tsvector('simple', search_fold(details)), 'D')) STORED,
	"folded" text GENERATED ALWAYS AS (search_fold(title || ' ' || subtitle)) STORED,
	CONSTRAINT "search_documents_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_folded_idx" ON "search_documents" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_facets_idx" ON "search_documents" USING btree ("kind","genre","year");--> statement-breakpoint
-- One function per kind writes the documents of the given ids from the catalogue or library
-- rows; the triggers below call them in the statement that changed those rows. Plays are kept
-- by the Listens trigger and never overwritten here.
CREATE FUNCTION "search_index_tracks"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "search_documents" ("kind", "item_id", "title", "subtitle", "album", "genre",
		"image_url", "year", "duration_seconds", "artist_id", "created_at")
	SELECT 'track', t."id"::text, t."title", ar."name", coalesce(al."title", ''), coalesce(g."name", ''),
		coalesce(nullif(t."image_url", ''), al."cover_url", ''), extract(year FROM al."release_date")::int,
		t."duration_seconds", t."artist_id", t."created_at"
	FROM "tracks" t JOIN "artists" ar ON ar."id" = t."artist_id"
	LEFT JOIN "albums" al ON al."id" = t."album_id"
	LEFT JOIN "genres" g ON g."id" = coalesce(t."genre_id", al."genre_id")
	WHERE t."id" = ANY(ids)
	ON CONFLICT ("kind", "item_id") DO UPDATE SET "title" = excluded."title", "subtitle" = excluded."subtitle",
		"album" = excluded."album", "genre" = excluded."genre", "image_url" = excluded."image_url",
		"year" = excluded."year", "duration_seconds" = excluded."duration_seconds", "artist_id" = excluded."artist_id";
$$;
--> statement-breakpoint
CREATE FUNCTION "search_index_artists"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "search_documents" ("kind", "item_id", "title", "details", "image_url", "artist_id", "created_at")
	SELECT 'artist', ar."id"::text, ar."name", ar."bio", ar."avatar_url", ar."id", ar."created_at"
	FROM "artists" ar WHERE ar."id" = ANY(ids)
	ON CONFLICT ("kind", "item_id") DO UPDATE SET "title" = excluded."title", "details" = excluded."details",
		"image_url" = excluded."image_url";
$$;
--> statement-breakpoint
CREATE FUNCTION "search_index_albums"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "search_documents" ("kind", "item_id", "title", "subtitle", "genre", "image_url", "year",
		"artist_id", "created_at")
	SELECT 'album', al."id"::text, al."title", ar."name", coalesce(g."name", ''), al."cover_url",
		extract(year FROM al."release_date")::int, al."artist_id", al."created_at"
	FROM "albums" al JOIN "artists" ar ON ar."id" = al."artist_id"
	LEFT JOIN "genres" g ON g."id" = al."genre_id"
	WHERE al."id" = ANY(ids)
	ON CONFLICT ("kind", "item_id") DO UPDATE SET "title" = excluded."title", "subtitle" = excluded."subtitle",
		"genre" = excluded."genre", "image_url" = excluded."image_url", "year" = excluded."year",
		"artist_id" = excluded."artist_id";
$$;
--> statement-breakpoint
CREATE FUNCTION "search_index_playlists"(ids text[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "search_documents" ("kind", "item_id", "title", "subtitle", "details", "image_url",
		"track_count", "is_public", "owner_id", "created_at")
	SELECT 'playlist', p."id", p."title", coalesce(u."name", u."username", CASE WHEN p."is_official" THEN 'Earshot' ELSE '' END), p."description", p."cover_url",
		(SELECT count(*)::int FROM "playlist_entries" e WHERE e."playlist_id" = p."id"),
		p."is_public", p."created_by", p."created_at"
	FROM "playlists" p LEFT JOIN "users" u ON u."id" = p."created_by"
	WHERE p."id" = ANY(ids)
	ON CONFLICT ("kind", "item_id") DO UPDATE SET "title" = excluded."title", "subtitle" = excluded."subtitle",
		"details" = excluded."details", "image_url" = excluded."image_url", "track_count" = excluded."track_count",
		"is_public" = excluded."is_public", "owner_id" = excluded."owner_id";
$$;
--> statement-breakpoint
CREATE FUNCTION "search_forget"(doc_kind text, ids text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "search_documents" WHERE "kind" = doc_kind AND "item_id" = ANY(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION "search_on_tracks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM search_forget('track', array(SELECT o."id"::text FROM "search_old" o));
	ELSE
		PERFORM search_index_tracks(array(SELECT n."id" FROM "search_new" n));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_artists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM search_forget('artist', array(SELECT o."id"::text FROM "search_old" o));
	ELSE
		PERFORM search_index_artists(array(SELECT n."id" FROM "search_new" n));
		IF TG_OP = 'UPDATE' THEN
			PERFORM search_index_albums(array(SELECT al."id" FROM "albums" al
				WHERE al."artist_id" IN (SELECT n."id" FROM "search_new" n)));
			PERFORM search_index_tracks(array(SELECT t."id" FROM "tracks" t
				WHERE t."artist_id" IN (SELECT n."id" FROM "search_new" n)));
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_albums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM search_forget('album', array(SELECT o."id"::text FROM "search_old" o));
	ELSE
		PERFORM search_index_albums(array(SELECT n."id" FROM "search_new" n));
		IF TG_OP = 'UPDATE' THEN
			PERFORM search_index_tracks(array(SELECT t."id" FROM "tracks" t
				WHERE t."album_id" IN (SELECT n."id" FROM "search_new" n)));
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_genres"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_index_albums(array(SELECT al."id" FROM "albums" al
		WHERE al."genre_id" IN (SELECT n."id" FROM "search_new" n)));
	PERFORM search_index_tracks(array(SELECT t."id" FROM "tracks" t LEFT JOIN "albums" al ON al."id" = t."album_id"
		WHERE coalesce(t."genre_id", al."genre_id") IN (SELECT n."id" FROM "search_new" n)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_playlists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM search_forget('playlist', array(SELECT o."id" FROM "search_old" o));
	ELSE
		PERFORM search_index_playlists(array(SELECT n."id" FROM "search_new" n));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_playlist_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM search_index_playlists(array(SELECT DISTINCT o."playlist_id" FROM "search_old" o));
	ELSE
		PERFORM search_index_playlists(array(SELECT DISTINCT n."playlist_id" FROM "search_new" n));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_index_playlists(array(SELECT p."id" FROM "playlists" p
		JOIN "search_new" n ON n."id" = p."created_by" JOIN "search_old" o ON o."id" = n."id"
		WHERE n."name" IS DISTINCT FROM o."name" OR n."username" IS DISTINCT FROM o."username"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_on_listens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_documents" d SET "plays" = d."plays" + c.n
	FROM (SELECT x.kind, x.id, count(*)::int AS n FROM "search_new" l JOIN "tracks" t ON t."id" = l."track_id"
		CROSS JOIN LATERAL (VALUES ('track', t."id"::text), ('artist', t."artist_id"::text),
			('album', t."album_id"::text)) AS x(kind, id)
		WHERE x.id IS NOT NULL GROUP BY x.kind, x.id) c
	WHERE d."kind" = c.kind AND d."item_id" = c.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_tracks_insert" AFTER INSERT ON "tracks"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_tracks"();
--> statement-breakpoint
CREATE TRIGGER "search_tracks_update" AFTER UPDATE ON "tracks"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_tracks"();
--> statement-breakpoint
CREATE TRIGGER "search_tracks_delete" AFTER DELETE ON "tracks"
	REFERENCING OLD TABLE AS "search_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_tracks"();
--> statement-breakpoint
CREATE TRIGGER "search_artists_insert" AFTER INSERT ON "artists"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_artists"();
--> statement-breakpoint
CREATE TRIGGER "search_artists_update" AFTER UPDATE ON "artists"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_artists"();
--> statement-breakpoint
CREATE TRIGGER "search_artists_delete" AFTER DELETE ON "artists"
	REFERENCING OLD TABLE AS "search_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_artists"();
--> statement-breakpoint
CREATE TRIGGER "search_albums_insert" AFTER INSERT ON "albums"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_albums"();
--> statement-breakpoint
CREATE TRIGGER "search_albums_update" AFTER UPDATE ON "albums"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_albums"();
--> statement-breakpoint
CREATE TRIGGER "search_albums_delete" AFTER DELETE ON "albums"
	REFERENCING OLD TABLE AS "search_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_albums"();
--> statement-breakpoint
CREATE TRIGGER "search_genres_update" AFTER UPDATE ON "genres"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_genres"();
--> statement-breakpoint
CREATE TRIGGER "search_playlists_insert" AFTER INSERT ON "playlists"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_playlists"();
--> statement-breakpoint
CREATE TRIGGER "search_playlists_update" AFTER UPDATE ON "playlists"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_playlists"();
--> statement-breakpoint
CREATE TRIGGER "search_playlists_delete" AFTER DELETE ON "playlists"
	REFERENCING OLD TABLE AS "search_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_playlists"();
--> statement-breakpoint
CREATE TRIGGER "search_playlist_entries_insert" AFTER INSERT ON "playlist_entries"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_playlist_entries"();
--> statement-breakpoint
CREATE TRIGGER "search_playlist_entries_delete" AFTER DELETE ON "playlist_entries"
	REFERENCING OLD TABLE AS "search_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_playlist_entries"();
--> statement-breakpoint
CREATE TRIGGER "search_users_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_users"();
--> statement-breakpoint
CREATE TRIGGER "search_listens_insert" AFTER INSERT ON "listens"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_on_listens"();
--> statement-breakpoint
SELECT search_index_artists(array(SELECT "id" FROM "artists"));--> statement-breakpoint
SELECT search_index_albums(array(SELECT "id" FROM "albums"));--> statement-breakpoint
SELECT search_index_tracks(array(SELECT "id" FROM "tracks"));--> statement-breakpoint
SELECT search_index_playlists(array(SELECT "id" FROM "playlists"));--> statement-breakpoint
UPDATE "search_documents" d SET "plays" = c.n
FROM (SELECT x.kind, x.id, count(*)::int AS n FROM "listens" l JOIN "tracks" t ON t."id" = l."track_id"
	CROSS JOIN LATERAL (VALUES ('track', t."id"::text), ('artist', t."artist_id"::text),
		('album', t."album_id"::text)) AS x(kind, id)
	WHERE x.id IS NOT NULL GROUP BY x.kind, x.id) c
WHERE d."kind" = c.kind AND d."item_id" = c.id;
