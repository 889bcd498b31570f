CREATE TABLE "favorite_totals" (
	"user_id" text NOT NULL,
	"item_type" "favorite_item_type" NOT NULL,
	"favorites" integer NOT NULL,
	CONSTRAINT "favorite_totals_user_id_item_type_pk" PRIMARY KEY("user_id","item_type")
);
--> statement-breakpoint
DROP INDEX "favorites_newest_idx";--> statement-breakpoint
ALTER TABLE "favorite_totals" ADD CONSTRAINT "favorite_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_newest_idx" ON "favorites" USING btree ("user_id","item_type","created_at","id");--> statement-breakpoint
-- Exact favourite totals per (user, type), kept in the statement that changes favorites (ADR 0014,
-- amended 2026-11-26): +1 per new row, -1 per old row, one upsert per (user, type) touched.
CREATE FUNCTION "favorite_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "favorite_totals";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "favorite_totals" ("user_id", "item_type", "favorites")
		SELECT n."user_id", n."item_type", count(*)::int FROM "favorite_totals_new" n
		GROUP BY n."user_id", n."item_type"
		ON CONFLICT ("user_id", "item_type")
		DO UPDATE SET "favorites" = "favorite_totals"."favorites" + excluded."favorites";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "favorite_totals" s SET "favorites" = s."favorites" - o.n
		FROM (SELECT "user_id", "item_type", count(*)::int AS n FROM "favorite_totals_old"
			GROUP BY "user_id", "item_type") o
		WHERE s."user_id" = o."user_id" AND s."item_type" = o."item_type";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "favorite_totals_insert" AFTER INSERT ON "favorites"
	REFERENCING NEW TABLE AS "favorite_totals_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "favorite_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "favorite_totals_delete" AFTER DELETE ON "favorites"
	REFERENCING OLD TABLE AS "favorite_totals_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "favorite_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "favorite_totals_update" AFTER UPDATE ON "favorites"
	REFERENCING OLD TABLE AS "favorite_totals_old" NEW TABLE AS "favorite_totals_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "favorite_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "favorite_totals_truncate" AFTER TRUNCATE ON "favorites"
	FOR EACH STATEMENT EXECUTE FUNCTION "favorite_totals_apply"();
--> statement-breakpoint
INSERT INTO "favorite_totals" ("user_id", "item_type", "favorites")
SELECT "user_id", "item_type", count(*)::int FROM "favorites" GROUP BY "user_id", "item_type";
