import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { openDatabase } from './client';

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
