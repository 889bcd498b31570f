import pg from 'pg';
import type { Db } from '~/db/client';

/** What both drivers under drizzle answer a parameterised query with. */
interface Queryable {
  query<Row>(text: string, values: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * A fixed statement with positional parameters ($1, $2, …) for the hot paths: a listening
 * heartbeat (one statement each), track reads, a trending page and a page of a thousand
 * playlist entries (where drizzle's per-column mapping cost as much as reading the rows).
 * Built once, so no query builder runs per call; rows arrive as the driver parses them, under
 * the statement's aliases. On PostgreSQL it is a named prepared statement (parsed and planned
 * once per pooled connection, then only bound and run); on PGlite a plain parameterised query.
 * Parameters carry explicit casts, since a prepared statement keeps the types it was first
 * planned with.
 */
export function statement<Row>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: pg.Pool | Queryable }).$client;
    const result =
      client instanceof pg.Pool
        ? await client.query<Row & pg.QueryResultRow>({ name, text, values })
        : await client.query<Row>(text, values);
    return result.rows;
  };
}
