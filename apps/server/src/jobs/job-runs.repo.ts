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
 * clock every instance shares): answers true, and records the start, when no run of it
 * started within the last interval on any instance; false otherwise. One statement, so two
 * instances claiming together cannot both win.
 */
export async function claimInterval(db: Db, name: string, intervalSeconds: number) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`insert into job_runs (name, last_started_at) values (${name}, now())
      on conflict (name) do update set last_started_at = excluded.last_started_at
      where job_runs.last_started_at
        <= now() - make_interval(secs => ${intervalSeconds * (1 - SLACK)}::float8)
      returning name`,
  );
  return rows.length > 0;
}

/** Every job's last start on any instance, by name (the operator's overview). */
export async function lastJobRuns(db: Db) {
  const rows = await queryRows<{ name: string; last_started_at: Date | string }>(
    db,
    sql`select name, last_started_at from job_runs order by name`,
  );
  return rows.map((row) => ({ name: row.name, lastStartedAt: new Date(row.last_started_at) }));
}
