CREATE TABLE "search_top" (
	"word" text NOT NULL,
	"kind" text NOT NULL,
	"rank" integer NOT NULL,
	"item_id" text NOT NULL,
	"plays" integer NOT NULL,
	CONSTRAINT "search_top_word_kind_rank_pk" PRIMARY KEY("word","kind","rank")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The most played documents per common word (ADR 0017, amended 2026-11-26, second). A query
-- whose words are all common (the bench's catalogue: any word in ~12% of it) read every match
-- to keep the most played; it now walks its rarest word's list of the most played documents
-- and checks the other words on those rows only, and reads every match only when the list holds
-- too few (then the words together are rare, and reading them is cheap).
CREATE INDEX "search_top_item_idx" ON "search_top" USING btree ("kind", "item_id");--> statement-breakpoint
-- How many documents each word's list keeps per kind, and from how many documents a word gets
-- one. One place for both: the refresh and the queries read them from here.
CREATE FUNCTION "search_top_size"() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT 1000';
--> statement-breakpoint
CREATE FUNCTION "search_top_words"() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT 2000';
--> statement-breakpoint
UPDATE "search_words" s SET "documents" = c.n
FROM (SELECT w, count(*)::int AS n FROM "search_documents" d, unnest(tsvector_to_array(d."document")) w GROUP BY w) c
WHERE s."word" = c.w;
--> statement-breakpoint
-- Document frequencies are kept in the statement that writes the documents, as the words are.
-- Words are upserted in order, so two imports sharing words lock them in the same order.
CREATE OR REPLACE FUNCTION "search_words_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word", "documents")
	SELECT w, count(*)::int FROM "search_new" n, unnest(tsvector_to_array(n."document")) w
	GROUP BY w ORDER BY w
	ON CONFLICT ("word") DO UPDATE SET "documents" = "search_words"."documents" + excluded."documents";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Plays change on every listen; the words only when the text does. Each word counts +1 per new
-- document and -1 per old one, so an unchanged document cancels out. No join of the two
-- transition tables: a plan cached from a small statement (they have no statistics) joined them
-- by a nested loop, and the 1,000,000-Listen bulk load's 116,000 updated documents never ended.
CREATE OR REPLACE FUNCTION "search_words_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word", "documents")
	SELECT x.w, sum(x.c)::int FROM (
		SELECT w, 1 AS c FROM "search_new" n, unnest(tsvector_to_array(n."document")) w
		UNION ALL
		SELECT w, -1 FROM "search_old" o, unnest(tsvector_to_array(o."document")) w
	) x GROUP BY x.w HAVING sum(x.c) <> 0 ORDER BY x.w
	ON CONFLICT ("word") DO UPDATE SET "documents" = "search_words"."documents" + excluded."documents";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_words" s SET "documents" = s."documents" - c.n
	FROM (SELECT w, count(*)::int AS n FROM "search_old" o, unnest(tsvector_to_array(o."document")) w GROUP BY w) c
	WHERE s."word" = c.w;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_words_delete" AFTER DELETE ON "search_documents"
	REFERENCING OLD TABLE AS "search_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_delete"();
--> statement-breakpoint
-- The index rebuilt from nothing (`truncate`, as the bench does) counts from nothing.
CREATE FUNCTION "search_words_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_words" SET "documents" = 0 WHERE "documents" <> 0;
	DELETE FROM "search_top";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_words_truncate" AFTER TRUNCATE ON "search_documents"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_truncate"();
--> statement-breakpoint
-- Rebuilds every list, in one transaction (readers see the old lists until it commits): for each
-- word of `search_top_words()` documents or more, its documents of each kind, most played first
-- (ties by id), up to `search_top_size()`. Reads every document of those words once: the periodic
-- search job's work (modules/search/search-job.ts). Returns how many words have a list.
CREATE FUNCTION "search_top_refresh"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	w text;
	n integer := 0;
BEGIN
	DELETE FROM "search_top";
	FOR w IN SELECT s."word" FROM "search_words" s WHERE s."documents" >= search_top_words() ORDER BY 1 LOOP
		INSERT INTO "search_top" ("word", "kind", "rank", "item_id", "plays")
		SELECT w, x."kind", x.rank, x."item_id", x."plays" FROM (
			SELECT d."kind", d."item_id", d."plays",
				row_number() OVER (PARTITION BY d."kind" ORDER BY d."plays" DESC, d."item_id")::int AS rank
			FROM "search_documents" d WHERE d."document" @@ to_tsquery('simple', quote_literal(w))
		) x WHERE x.rank <= search_top_size();
		n := n + 1;
	END LOOP;
	RETURN n;
END $$;
--> statement-breakpoint
-- `search_query` (0013) with where to start: `top` is the words of the query's rarest word (the
-- lexicon words it stands for, fewest documents together) when it is common
-- (`search_top_words()` documents or more) and every one of them has a list; else null and the
-- query reads every match. A prefix of more than 10 words (`ne:*`) is never where to start.
CREATE FUNCTION "search_plan"(q text, OUT words tsquery, OUT top text[]) LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
	SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.3 AS $$
DECLARE
	w text;
	started text[];
	exact text[];
	term text;
	terms text[] := '{}';
	df bigint;
	rarest bigint;
BEGIN
	FOREACH w IN ARRAY regexp_split_to_array(search_fold(q), '[^[:alnum:]]+') LOOP
		CONTINUE WHEN w = '';
		exact := NULL;
		started := ARRAY(SELECT s."word" FROM "search_words" s
			WHERE s."word" ~>=~ w AND s."word" ~<~ (w || chr(1114111)) LIMIT 11);
		IF cardinality(started) BETWEEN 1 AND 10 THEN
			exact := started;
		ELSIF cardinality(started) > 10 OR char_length(w) < 4 THEN
			NULL;
		ELSE
			exact := ARRAY(
				(SELECT s."word" FROM "search_words" s WHERE s."word" % w
					ORDER BY similarity(s."word", w) DESC, s."word" LIMIT 5)
				UNION
				SELECT s."word" FROM generate_series(1, char_length(w) - 1) i,
					LATERAL (SELECT left(w, i - 1) || substr(w, i + 1, 1) || substr(w, i, 1) || substr(w, i + 2)) v(x)
					JOIN "search_words" s ON s."word" ~>=~ v.x AND s."word" ~<=~ v.x);
		END IF;
		IF cardinality(exact) > 0 THEN
			SELECT '(' || string_agg(quote_literal(x), ' | ') || ')' INTO term FROM unnest(exact) x;
			SELECT sum(s."documents") INTO df FROM "search_words" s
				WHERE s."word" = ANY(exact);
			IF rarest IS NULL OR df < rarest THEN
				rarest := df;
				top := exact;
			END IF;
		ELSE
			term := quote_literal(w) || ':*';
		END IF;
		terms := terms || term;
	END LOOP;
	IF rarest < search_top_words()
		OR EXISTS (SELECT FROM unnest(top) x WHERE NOT EXISTS (SELECT FROM "search_top" t WHERE t."word" = x)) THEN
		top := NULL;
	END IF;
	words := to_tsquery('simple', array_to_string(terms, ' & '));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_query"(q text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE STRICT
	AS 'SELECT words FROM search_plan(q)';
--> statement-breakpoint
SELECT search_top_refresh();
