import { like } from 'drizzle-orm';
import type { Db } from '../client';
import { insertListens, type NewListen } from '../factories/listens';
import { listens } from '../schema';

/**
 * Inserts a scenario's Listen history unless Listens of its listeners exist already
 * (Listens have no natural key, so this is what keeps seeding idempotent).
 */
export async function seedListensOnce(db: Db, listenerPrefix: string, rows: () => NewListen[]) {
  const [existing] = await db
    .select({ id: listens.id })
    .from(listens)
    .where(like(listens.listenerId, `${listenerPrefix}%`))
    .limit(1);
  if (!existing) await insertListens(db, rows());
}
