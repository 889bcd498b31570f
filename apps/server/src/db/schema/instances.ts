import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/**
 * The running server instances (ADR 0028): each writes its row every heartbeat with the
 * listeners its hub holds. A row not written within a few of its intervals is an instance
 * gone: the overview leaves it out and the next heartbeat of any instance deletes it.
 */
export const liveInstances = pgTable('live_instances', {
  /** Random per process. */
  id: uuid('id').primaryKey(),
  /** INSTANCE_NAME, or '' when unnamed. */
  name: text('name').notNull(),
  listeners: integer('listeners').notNull(),
  startedAt: moment('started_at'),
  beatAt: moment('beat_at'),
  /** The instance's own heartbeat interval: how soon its row goes stale. */
  intervalSeconds: real('interval_seconds').notNull(),
});

/**
 * Each finished run of a shared periodic job (ADR 0028): start, duration, outcome, and a failed
 * run's error; the newest few per job are kept (`JOB_RUNS_KEPT`, jobs/job-runs.repo.ts).
 */
export const jobRunHistory = pgTable(
  'job_run_history',
  {
    id: id(),
    name: text('name').notNull(),
    startedAt: moment('started_at'),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome', { enum: ['ok', 'failed'] }).notNull(),
    error: text('error'),
  },
  (t) => [index('job_run_history_name_idx').on(t.name, t.id)],
);
