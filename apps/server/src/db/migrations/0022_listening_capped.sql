ALTER TABLE "listening_sessions" ADD COLUMN "capped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sessions from before the column: one that settled intervals and earned nothing was cut by
-- the cap (the history's inference until now, without the day's total, which depended on
-- the cap setting of the moment).
UPDATE "listening_sessions" SET "capped" = true WHERE "credited_ms" = 0 AND "settlements" > 0;
