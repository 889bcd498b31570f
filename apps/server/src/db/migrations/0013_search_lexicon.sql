-- The search lexicon (ADR 0017, amended 2026-11-26): the distinct words of the index. A typed
-- word that starts no word of it is corrected to the words it resembles (pg_trgm similarity,
-- and two neighbouring letters swapped), and the corrected words go through the tsvector
-- index like any other: a typo costs a look-up among tens of thousands of words instead of a
-- resemblance scan of every document. The documents' trigram index served only that scan.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_folded_idx";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "search_documents" d, unnest(tsvector_to_array(d."document")) w;
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- New words are few (most documents reuse known ones): no pending list, which would hide the
-- index from the planner until a vacuum merged it.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- Words are added in the statement that writes their document. A word whose last document is
-- gone stays: a correction to it finds nothing, as the word itself would.
CREATE FUNCTION "search_words_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "search_new" n, unnest(tsvector_to_array(n."document")) w
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Plays change on every listen; the words only when the text does.
CREATE FUNCTION "search_words_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "search_new" n
		JOIN "search_old" o ON o."kind" = n."kind" AND o."item_id" = n."item_id",
		unnest(tsvector_to_array(n."document")) w
	WHERE o."document" <> n."document"
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_words_insert" AFTER INSERT ON "search_documents"
	REFERENCING NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "search_words_update" AFTER UPDATE ON "search_documents"
	REFERENCING OLD TABLE AS "search_old" NEW TABLE AS "search_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_update"();
--> statement-breakpoint
-- The query text as a tsquery: every word must match, in any order. A folded word stands for the
-- lexicon words it starts, as exact words (`sat` → `(satellite | saturday)`): GIN matches exact
-- words by merging their lists, several times cheaper than a prefix, which gathers every match
-- into a bitmap first; a prefix (`ne:*`) when it starts more than 10 words. A word of 4
-- characters or more that starts none stands for its corrections (`(beatles | beat)`): the 5 most
-- similar words of trigram similarity 0.3 or more, and any word it is with two neighbouring
-- letters swapped (`ocaen` → `ocean`, which trigrams alone miss). Else (nothing found) the prefix,
-- which finds nothing. PL/pgSQL keeps its plans for the session. The lexicon is small enough that
-- a planner guessing from a parameter may scan it whole (tens of ms at 100,000 words, against
-- 0.1 ms through its indexes): the indexes are made the only way, and a swapped word is looked
-- up through the pattern index (`~>=~ x and ~<=~ x`: equal) because an equality the trigram index
-- offers to answer costs a hundred times more.
CREATE FUNCTION "search_query"(q text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
	SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.3 AS $$
DECLARE
	w text;
	started text[];
	term text;
	terms text[] := '{}';
BEGIN
	FOREACH w IN ARRAY regexp_split_to_array(search_fold(q), '[^[:alnum:]]+') LOOP
		CONTINUE WHEN w = '';
		started := ARRAY(SELECT s."word" FROM "search_words" s
			WHERE s."word" ~>=~ w AND s."word" ~<~ (w || chr(1114111)) LIMIT 11);
		IF cardinality(started) BETWEEN 1 AND 10 THEN
			SELECT '(' || string_agg(quote_literal(x), ' | ') || ')' INTO term FROM unnest(started) x;
		ELSIF cardinality(started) > 10 OR char_length(w) < 4 THEN
			term := quote_literal(w) || ':*';
		ELSE
			SELECT coalesce('(' || string_agg(quote_literal(c.word), ' | ') || ')', quote_literal(w) || ':*')
			INTO term FROM (
				(SELECT s."word" FROM "search_words" s WHERE s."word" % w
					ORDER BY similarity(s."word", w) DESC, s."word" LIMIT 5)
				UNION
				SELECT s."word" FROM generate_series(1, char_length(w) - 1) i,
					LATERAL (SELECT left(w, i - 1) || substr(w, i + 1, 1) || substr(w, i, 1) || substr(w, i + 2)) v(x)
					JOIN "search_words" s ON s."word" ~>=~ v.x AND s."word" ~<=~ v.x
			) c;
		END IF;
		terms := terms || term;
	END LOOP;
	RETURN to_tsquery('simple', array_to_string(terms, ' & '));
END $$;
