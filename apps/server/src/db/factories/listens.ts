import type { Db } from '../client';
import { listens } from '../schema';

export type NewListen = typeof listens.$inferInsert;

const CHUNK = 1000;

/** A Listen of a track by a listener at a moment, 30 s credited unless told otherwise. */
export const listenRow = (
  attrs: Pick<NewListen, 'listenerId' | 'trackId' | 'listenedAt'> & Partial<NewListen>,
): NewListen => ({ creditedSeconds: 30, ...attrs });

/** Inserts Listens in chunks. */
export async function insertListens(db: Db, rows: NewListen[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(listens).values(rows.slice(i, i + CHUNK));
  }
}
