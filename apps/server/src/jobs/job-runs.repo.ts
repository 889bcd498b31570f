import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '~/db/client';

/**
 * A run may start this share of an interval after the last one started, on any instance: the
 * slack absorbs timer lateness and round trips, so an instance's own ticks are never refused
 * by its previous claim, while two instances still run a job at most once per interval.
 */
const SLACK = 0.1;

/**
 * Claims the current interval of job `name` for this run, on the database's clock (the one
 * clock every instance shares): answers the start it records when no run of it started
 * within the last interval on any instance; undefined otherwise. One statement, so two
 * instances claiming together cannot both win.
 */
export async function claimInterval(db: Db, name: string, intervalSeconds: number) {
  const rows = await queryRows<{ last_started_at: Date | string }>(
    db,
    sql`insert into job_runs (name, last_started_at) values (${name}, now())
      on conflict (name) do update set last_started_at = excluded.last_started_at
      where job_runs.last_started_at
        <= now() - make_interval(secs => ${intervalSeconds * (1 - SLACK)}::float8)
      returning last_started_at`,
  );
  const started = rows[0]?.last_started_at;
  return started === undefined ? undefined : new Date(started);
}

/** Finished runs kept per job in `job_run_history`: the newest, older ones deleted. */
export const JOB_RUNS_KEPT = 50;
/** Finished runs per job the overview shows. */
export const JOB_RUNS_SHOWN = 5;
/** A failed run's error message is kept this long at most. */
const ERROR_MAX = 500;

/** One finished run of a job. */
export interface FinishedRun {
  startedAt: Date;
  durationMs: number;
  outcome: 'ok' | 'failed';
  error: string | null;
}

/**
 * Records a finished run of job `name` and forgets its runs older than the JOB_RUNS_KEPT
 * newest (ADR 0028).
 */
export async function recordRun(db: Db, name: string, run: FinishedRun) {
  await db.execute(
    sql`insert into job_run_history (name, started_at, duration_ms, outcome, error)
      values (${name}, ${run.startedAt}, ${Math.round(run.durationMs)}, ${run.outcome},
        ${run.error?.slice(0, ERROR_MAX) ?? null})`,
  );
  await db.execute(
    sql`delete from job_run_history where name = ${name} and id < (
      select min(id) from (
        select id from job_run_history where name = ${name} order by id desc limit ${JOB_RUNS_KEPT}
      ) as kept)`,
  );
}

/**
 * Every job's last start on any instance, by name, with its JOB_RUNS_SHOWN last finished runs,
 * newest first (the operator's overview).
 */
export async function lastJobRuns(db: Db) {
  const [starts, runs] = await Promise.all([
    queryRows<{ name: string; last_started_at: Date | string }>(
      db,
      sql`select name, last_started_at from job_runs order by name`,
    ),
    queryRows<{
      name: string;
      started_at: Date | string;
      duration_ms: number;
      outcome: 'ok' | 'failed';
      error: string | null;
    }>(
      db,
      sql`select name, started_at, duration_ms, outcome, error from (
          select h.*, row_number() over (partition by name order by started_at desc, id desc) as n
          from job_run_history h
        ) as ranked
        where n <= ${JOB_RUNS_SHOWN} order by name, n`,
    ),
  ]);
  const byName = new Map<string, FinishedRun[]>();
  for (const row of runs) {
    const list = byName.get(row.name) ?? [];
    list.push({
      startedAt: new Date(row.started_at),
      durationMs: row.duration_ms,
      outcome: row.outcome,
      error: row.error,
    });
    byName.set(row.name, list);
  }
  return starts.map((row) => ({
    name: row.name,
    lastStartedAt: new Date(row.last_started_at),
    lastRuns: byName.get(row.name) ?? [],
  }));
}

export type JobRuns = Awaited<ReturnType<typeof lastJobRuns>>;
