import { rm } from 'node:fs/promises';
import type { Database } from '../../apps/server/src/db/client';
import type { EarshotServer } from '../../apps/server/src/server';

/** What a server child must close when it stops, as far as its startup got. */
export interface Opened {
  database?: Database;
  server?: EarshotServer;
  /** Scratch folders it made (media, a data folder), removed last. */
  scratch: string[];
}

/**
 * The server child's way out: on SIGTERM, or when the parent dies or lets go, it stops the
 * server, closes the database, removes its scratch folders and exits, so nothing outlives the
 * run. Answers the record startup fills in.
 */
export function stopWhenLetGo(): Opened {
  const opened: Opened = { scratch: [] };
  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    await opened.server?.stop();
    await opened.database?.close();
    for (const dir of opened.scratch) await rm(dir, { recursive: true, force: true });
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
  return opened;
}
