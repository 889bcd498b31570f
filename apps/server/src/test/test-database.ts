import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '~/db/client';

/** A database of one's own for a test file, dropped again by `dispose`. */
export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this database; unset on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * PGlite in memory by default; with DATABASE_URL set, a fresh PostgreSQL database created
 * beside the one named (so test files never see each other's rows) and dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ memory: true });
    return { ...database, dispose: () => database.close() };
  }
  const name = `earshot_test_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    url: target.toString(),
    dispose: async () => {
      await database.close();
      await admin(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
