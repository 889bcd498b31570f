-- The change feed of the search index (ADR 0026): every statement that writes search documents
-- notes their keys, in the same transaction, for each server's in-memory index to read in order.
CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "search_changes_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "search_changes" ("kind", "item_id") SELECT "kind", "item_id" FROM "search_gone";
	ELSIF TG_OP = 'TRUNCATE' THEN
		INSERT INTO "search_changes" ("kind", "item_id") VALUES ('*', '*');
	ELSE
		INSERT INTO "search_changes" ("kind", "item_id") SELECT "kind", "item_id" FROM "search_now";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_changes_insert" AFTER INSERT ON "search_documents"
	REFERENCING NEW TABLE AS "search_now"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_note"();
--> statement-breakpoint
CREATE TRIGGER "search_changes_update" AFTER UPDATE ON "search_documents"
	REFERENCING NEW TABLE AS "search_now"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_note"();
--> statement-breakpoint
CREATE TRIGGER "search_changes_delete" AFTER DELETE ON "search_documents"
	REFERENCING OLD TABLE AS "search_gone"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_note"();
--> statement-breakpoint
CREATE TRIGGER "search_changes_truncate" AFTER TRUNCATE ON "search_documents"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_note"();
