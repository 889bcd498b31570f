ALTER TABLE "ledger_entries" ADD COLUMN "reverses_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_unique" UNIQUE("reverses_entry_id");--> statement-breakpoint
-- A reversal (ADR 0028) takes back what its entry counted: the rank totals add the earned side
-- of the ledger, positive entries and the (negative) reversals of positive entries, in the
-- windows of the moment each row was written. Otherwise as in 0014.
CREATE OR REPLACE FUNCTION "rank_totals_on_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "rank_totals" AS t ("period", "since", "user_id", "listening_milli_ep", "referral_milli_ep")
	SELECT w."period", w."since", n."user_id",
		coalesce(sum(n."amount_milli_ep") FILTER (WHERE n."kind" = 'listening'), 0),
		coalesce(sum(n."amount_milli_ep") FILTER (WHERE n."kind" IN ('referral', 'bonus')), 0)
	FROM "rank_new" n CROSS JOIN LATERAL rank_windows(n."created_at") w
	WHERE (n."amount_milli_ep" > 0) = (n."reverses_entry_id" IS NULL) AND n."amount_milli_ep" <> 0
		AND n."kind" IN ('listening', 'referral', 'bonus')
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT ("period", "since", "user_id") DO UPDATE SET
		"listening_milli_ep" = t."listening_milli_ep" + excluded."listening_milli_ep",
		"referral_milli_ep" = t."referral_milli_ep" + excluded."referral_milli_ep";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rank_totals_rebuild"("at" timestamptz) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "rank_totals";
	INSERT INTO "rank_totals" ("period", "since", "user_id", "listening_milli_ep", "referral_milli_ep")
	SELECT w."period", w."since", l."user_id",
		coalesce(sum(l."amount_milli_ep") FILTER (WHERE l."kind" = 'listening'), 0),
		coalesce(sum(l."amount_milli_ep") FILTER (WHERE l."kind" IN ('referral', 'bonus')), 0)
	FROM "ledger_entries" l CROSS JOIN LATERAL rank_windows(l."created_at") w
	WHERE (l."amount_milli_ep" > 0) = (l."reverses_entry_id" IS NULL) AND l."amount_milli_ep" <> 0
		AND l."kind" IN ('listening', 'referral', 'bonus')
		AND (w."period", w."since") IN (SELECT o."period", o."since" FROM rank_windows("at") o)
	GROUP BY 1, 2, 3;
$$;
