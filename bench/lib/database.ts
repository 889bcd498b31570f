import pg from 'pg';
import { isAlive } from '../../apps/server/src/db/data-dir-lock';

/** A throwaway database created for one run. */
export interface BenchDatabase {
  name: string;
  url: string;
  /** The server's version string, for the record. */
  serverVersion: string;
  /** Its counters in `pg_stat_database` so far (updated by PostgreSQL about once a second). */
  activity(): Promise<DatabaseActivity>;
  drop(): Promise<void>;
}

/** Transactions committed and rows written in one database, from `pg_stat_database`. */
export interface DatabaseActivity {
  commits: number;
  inserted: number;
  updated: number;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Bench databases left by runs that were killed outright (their pid is gone), and ours. */
async function staleDatabases(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^earshot_bench_[0-9]+$'",
  );
  return rows
    .map((row) => row.datname)
    .filter((name) => {
      const pid = Number(name.slice('earshot_bench_'.length));
      return pid === process.pid || !isAlive(pid);
    });
}

/** Creates `earshot_bench_<pid>` next to the database the admin URL names. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `earshot_bench_${process.pid}`;
  const serverVersion = await withAdmin(adminUrl, async (client) => {
    for (const stale of await staleDatabases(client)) {
      await client.query(`drop database if exists "${stale}" with (force)`);
    }
    await client.query(`create database "${name}"`);
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return rows[0]?.v ?? 'unknown';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    serverVersion,
    activity: () =>
      withAdmin(adminUrl, async (client) => {
        const { rows } = await client.query<Record<keyof DatabaseActivity, string>>(
          `select xact_commit as commits, tup_inserted as inserted, tup_updated as updated
             from pg_stat_database where datname = $1`,
          [name],
        );
        const row = rows[0];
        return {
          commits: Number(row?.commits ?? 0),
          inserted: Number(row?.inserted ?? 0),
          updated: Number(row?.updated ?? 0),
        };
      }),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
