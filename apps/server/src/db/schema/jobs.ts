import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job last started, on any instance: a run first claims its interval here,
 * so with N instances each job runs once per interval (ADR 0013).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});
