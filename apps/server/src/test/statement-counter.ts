import type { Db } from '~/db/client';

/**
 * Counts the statements sent through the database client both drivers share (the pg pool or
 * PGlite), which every statement of the server goes through. `reset()` starts again from 0;
 * `restore()` puts the client back.
 */
export function countStatements(db: Db) {
  const { $client: client } = db as unknown as {
    $client: { query: (...args: unknown[]) => unknown };
  };
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => (count = 0),
    restore: () => (client.query = query),
  };
}
