import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { openDatabase, queryRows } from './client';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.dispose());

it.skipIf(!process.env.DATABASE_URL)(
  'survives PostgreSQL ending its idle connections, reports it, and reconnects',
  async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      url: t.url!,
      onIdleError: (err) => errors.push(err),
    });
    try {
      await database.ping();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [new URL(t.url!).pathname.slice(1)],
      );
      await admin.end();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors[0]?.message).toMatch(/terminat/);
      await database.ping();
    } finally {
      await database.close();
    }
  },
);

it.skipIf(!process.env.DATABASE_URL)(
  'opens every pooled connection without JIT compilation (ADR 0009)',
  async () => {
    const database = await openDatabase({ url: t.url! });
    try {
      // Two at once: two connections of the pool.
      const answers = await Promise.all(
        [0, 1].map(() =>
          queryRows<{ jit: string }>(
            database.db,
            sql`select current_setting('jit') as jit, pg_sleep(0.05)`,
          ),
        ),
      );
      expect(answers.map(([row]) => row?.jit)).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  },
);
