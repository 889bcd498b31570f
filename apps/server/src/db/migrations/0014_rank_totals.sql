CREATE TABLE "rank_totals" (
	"period" "rank_period" NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"listening_milli_ep" bigint NOT NULL,
	"referral_milli_ep" bigint NOT NULL,
	CONSTRAINT "rank_totals_period_since_user_id_pk" PRIMARY KEY("period","since","user_id")
);
--> statement-breakpoint
ALTER TABLE "rank_entries" DROP CONSTRAINT "rank_entries_snapshot_id_rank_snapshots_id_fk";
--> statement-breakpoint
ALTER TABLE "rank_entries" DROP CONSTRAINT "rank_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rank_totals" ADD CONSTRAINT "rank_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_entries" DROP COLUMN "username";--> statement-breakpoint
ALTER TABLE "rank_entries" DROP COLUMN "display_name";--> statement-breakpoint
ALTER TABLE "rank_entries" DROP COLUMN "avatar";--> statement-breakpoint
-- Boards are derived data: the old ones go, and the next read or rank job computes them anew.
DELETE FROM "rank_snapshots";
--> statement-breakpoint
TRUNCATE "rank_entries";
--> statement-breakpoint
-- The windows an EP movement at `at` counts in (ADR 0019, amended): all time from the epoch,
-- the UTC month, the ISO week (Monday, UTC), as periodStart in ranking.service.ts. Not STRICT,
-- so the planner inlines it as three rows (a strict one is called per row, estimated at 1,000).
CREATE FUNCTION "rank_windows"("at" timestamptz) RETURNS TABLE ("period" "rank_period", "since" timestamptz)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	VALUES ('all_time'::"rank_period", 'epoch'::timestamptz),
		('month', date_trunc('month', "at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'),
		('week', date_trunc('week', "at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
$$;
--> statement-breakpoint
-- Adds the EP earned by the inserted ledger rows (positive listening, referral and bonus
-- entries) to the totals of every window they count in, in the inserting transaction.
CREATE FUNCTION "rank_totals_on_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "rank_totals" AS t ("period", "since", "user_id", "listening_milli_ep", "referral_milli_ep")
	SELECT w."period", w."since", n."user_id",
		coalesce(sum(n."amount_milli_ep") FILTER (WHERE n."kind" = 'listening'), 0),
		coalesce(sum(n."amount_milli_ep") FILTER (WHERE n."kind" IN ('referral', 'bonus')), 0)
	FROM "rank_new" n CROSS JOIN LATERAL rank_windows(n."created_at") w
	WHERE n."amount_milli_ep" > 0 AND n."kind" IN ('listening', 'referral', 'bonus')
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT ("period", "since", "user_id") DO UPDATE SET
		"listening_milli_ep" = t."listening_milli_ep" + excluded."listening_milli_ep",
		"referral_milli_ep" = t."referral_milli_ep" + excluded."referral_milli_ep";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rank_totals_on_ledger" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS "rank_new" FOR EACH STATEMENT EXECUTE FUNCTION "rank_totals_on_ledger"();
--> statement-breakpoint
-- Rebuilds the totals of the windows open at `at` from the whole ledger: this migration, and a
-- bulk load that bypassed the trigger.
CREATE FUNCTION "rank_totals_rebuild"("at" timestamptz) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "rank_totals";
	INSERT INTO "rank_totals" ("period", "since", "user_id", "listening_milli_ep", "referral_milli_ep")
	SELECT w."period", w."since", l."user_id",
		coalesce(sum(l."amount_milli_ep") FILTER (WHERE l."kind" = 'listening'), 0),
		coalesce(sum(l."amount_milli_ep") FILTER (WHERE l."kind" IN ('referral', 'bonus')), 0)
	FROM "ledger_entries" l CROSS JOIN LATERAL rank_windows(l."created_at") w
	WHERE l."amount_milli_ep" > 0 AND l."kind" IN ('listening', 'referral', 'bonus')
		AND (w."period", w."since") IN (SELECT o."period", o."since" FROM rank_windows("at") o)
	GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rank_totals_rebuild(now());
