import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '~/db/client';
import type { Logger } from '~/logger';
import { periodic } from './periodic';

/** Heartbeats an instance may miss before the overview leaves it out and its row is deleted. */
export const STALE_BEATS = 3;

/** A running instance as the overview shows it. */
export interface LiveInstance {
  id: string;
  name: string;
  listeners: number;
  startedAt: Date;
  lastBeatAt: Date;
  /** The instance that reads the list. */
  answering: boolean;
}

/** A row is fresh while written within STALE_BEATS of its own interval, on the database's clock. */
const fresh = sql`beat_at >= now() - make_interval(secs => interval_seconds * ${STALE_BEATS})`;

/**
 * This instance's presence in `live_instances` (ADR 0028): every INSTANCE_HEARTBEAT_SECONDS it
 * writes the listeners its hub holds, and deletes the rows of instances silent for STALE_BEATS
 * of their intervals; stopping deletes its own. `live()` lists every fresh instance, this one
 * with its figure of the moment (also before its first heartbeat or after a failed one).
 */
export function createInstancePresence(deps: {
  db: Db;
  name: string | undefined;
  listeners: () => number;
  intervalSeconds: number;
  log: Logger;
}) {
  const { db } = deps;
  const id = randomUUID();
  const startedAt = new Date();
  const name = deps.name ?? '';
  const beat = async () => {
    await db.execute(
      sql`insert into live_instances (id, name, listeners, started_at, beat_at, interval_seconds)
        values (${id}, ${name}, ${deps.listeners()}, now(), now(), ${deps.intervalSeconds})
        on conflict (id) do update
          set listeners = excluded.listeners, beat_at = excluded.beat_at`,
    );
    await db.execute(sql`delete from live_instances where not (${fresh})`);
  };
  const job = periodic(beat, {
    intervalSeconds: deps.intervalSeconds,
    log: deps.log,
    failure: 'instance heartbeat failed',
  });
  return {
    id,
    intervalSeconds: deps.intervalSeconds,
    start: () => job.start(),
    async stop() {
      await job.stop();
      await db
        .execute(sql`delete from live_instances where id = ${id}`)
        .catch((err: unknown) => deps.log.warn({ err }, 'instance row not deleted'));
    },
    /** Every live instance, by name then start: this one always, with its listeners now. */
    async live(): Promise<LiveInstance[]> {
      const rows = await queryRows<{
        id: string;
        name: string;
        listeners: number;
        started_at: Date | string;
        beat_at: Date | string;
      }>(
        db,
        sql`select id, name, listeners, started_at, beat_at from live_instances
          where ${fresh} order by name, started_at, id`,
      );
      const others = rows
        .filter((row) => row.id !== id)
        .map((row) => ({
          id: row.id,
          name: row.name,
          listeners: row.listeners,
          startedAt: new Date(row.started_at),
          lastBeatAt: new Date(row.beat_at),
          answering: false,
        }));
      const own = rows.find((row) => row.id === id);
      const self: LiveInstance = {
        id,
        name,
        listeners: deps.listeners(),
        startedAt: own ? new Date(own.started_at) : startedAt,
        lastBeatAt: own ? new Date(own.beat_at) : startedAt,
        answering: true,
      };
      return [...others, self].sort(
        (a, b) =>
          a.name.localeCompare(b.name) ||
          a.startedAt.getTime() - b.startedAt.getTime() ||
          a.id.localeCompare(b.id),
      );
    },
  };
}

export type InstancePresence = ReturnType<typeof createInstancePresence>;
