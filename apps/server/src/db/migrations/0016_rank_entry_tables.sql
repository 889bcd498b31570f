-- Each snapshot's entries are now a table of their own, rank_entries_<snapshot id>, created by
-- the refresh (ADR 0019, amended). Boards are derived data: the old ones go, and the next read or
-- rank job computes them anew.
DELETE FROM "rank_snapshots";--> statement-breakpoint
DROP TABLE "rank_entries" CASCADE;--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'active';
