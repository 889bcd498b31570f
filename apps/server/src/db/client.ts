import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type LockHolder } from './data-dir-lock';
import * as schema from './schema';

/** The query builder every repo receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its lifecycle. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Offers the connection pool's figures as gauges (PostgreSQL; PGlite has no pool). */
  observePool?(gauge: (name: string, help: string, read: () => number) => void): void;
  close(): Promise<void>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory. */
export type DatabaseTarget =
  | {
      url: string;
      poolMax?: number;
      /**
       * How long opening a connection (or waiting for one from a full pool) may take before
       * the query fails; unset waits for ever. A database that does not answer then fails
       * calls within it rather than holding them (DATABASE_CONNECT_TIMEOUT_MS).
       */
      connectTimeoutMs?: number;
      /** Told when an idle connection fails (PostgreSQL restarted, the database dropped). */
      onIdleError?: (err: Error) => void;
    }
  | {
      dataDir: string;
      /** What this process is, for the message a second opener gets (default: its command). */
      what?: string;
      /** Told when a lock left by a process that is gone is taken over. */
      onStaleLock?: (holder: LockHolder | undefined) => void;
    }
  | { memory: true };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: serialises migrations across instances starting together.
const MIGRATION_LOCK_KEY = 7_340_021;
// More connections than cores only adds context switches inside PostgreSQL.
const DEFAULT_POOL_MAX = 10;
/**
 * Run on every new connection before it serves a query: no JIT compilation. The server's
 * statements are short, and some of them (a page per parameter row, `limit b.lim`) are
 * estimated at a tenth of their table each, which put them past `jit_above_cost`: PostgreSQL
 * then compiled every run for 200 ms to save microseconds (ADR 0009, amended 2026-11-27,
 * third). A statement rather than the `options` startup parameter, which PgBouncer refuses
 * for settings it does not track; behind a pooler, set it on the role too (docs/deploy.md).
 */
const SESSION_SETUP = 'set jit = off';

/**
 * Opens the database and applies every pending migration. An embedded folder is locked
 * first: a second process (or a second open in this one) gets a DatabaseInUseError.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return 'url' in target ? openPostgres(target) : openPglite(target);
}

async function openPostgres(target: Extract<DatabaseTarget, { url: string }>): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolMax ?? DEFAULT_POOL_MAX,
    ...(target.connectTimeoutMs ? { connectionTimeoutMillis: target.connectTimeoutMs } : {}),
    // TCP keep-alive: a connection whose peer vanished (no reset) is found dead, not kept.
    keepAlive: true,
    // Awaited before the connection is handed out (pg-pool 3.14 awaits it; @types/pg still
    // says void); should it fail, the connection is closed and its first caller gets the error.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client) => {
      await client.query(SESSION_SETUP);
    },
  });
  // pg drops an idle connection that fails and opens a new one on the next query; without a
  // listener the 'error' event would end the process instead.
  pool.on('error', (err) => target.onIdleError?.(err));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    observePool(gauge) {
      gauge(
        'earshot_db_pool_connections',
        'Connections the pool holds, busy or idle',
        () => pool.totalCount,
      );
      gauge('earshot_db_pool_idle', 'Connections idle in the pool', () => pool.idleCount);
      gauge(
        'earshot_db_pool_waiting',
        'Queries waiting for a pooled connection',
        () => pool.waitingCount,
      );
    },
    close: once(() => pool.end()),
  };
}

async function openPglite(target: Exclude<DatabaseTarget, { url: string }>): Promise<Database> {
  let lock: { release(): void } | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    lock = lockDataDir(target.dataDir, {
      what: target.what ?? process.argv.slice(1).join(' '),
      ...(target.onStaleLock ? { onStale: target.onStaleLock } : {}),
    });
  }
  const client = new PGlite({
    ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await close();
    throw err;
  }
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(close),
  };
}

/** Closing twice is harmless: shutdown paths and tests may both close. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * Runs raw SQL and answers its rows. Both drivers answer `{ rows }`, which drizzle's shared
 * PgDatabase type leaves unknown; this is the one place that says so.
 */
export async function queryRows<T>(
  db: { execute(query: SQL): PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A transaction's query builder: repos take `Db | Tx` so use-cases can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The drizzle internals `queryPrepared` needs: turning SQL into text and running it by name. */
interface PreparingDb {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

// Each statement's name, kept so that a hot statement is not hashed on every run.
const preparedNames = new Map<string, string>();
const PREPARED_NAMES_KEPT = 1000;

/**
 * `queryRows` as a named prepared statement: PostgreSQL plans it once per connection and then
 * reuses the plan (its generic plan, after five runs, when that costs no more), where an unnamed
 * statement is planned on every run. For large statements run often with other values (search:
 * planning cost as much as running). The name is the text's hash, so one name is one text.
 * PGlite runs it as any query.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const internals = db as unknown as PreparingDb;
  const compiled = internals.dialect.sqlToQuery(query);
  let name = preparedNames.get(compiled.sql);
  if (name === undefined) {
    if (preparedNames.size >= PREPARED_NAMES_KEPT) preparedNames.clear();
    name = `q${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 24)}`;
    preparedNames.set(compiled.sql, name);
  }
  const result = (await internals.session
    .prepareQuery(compiled, undefined, name, false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
}
