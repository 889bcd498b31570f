import { useSyncExternalStore } from 'react';
import { getListeningClient, type ListeningSnapshot } from './client';

/**
 * Reads part of the listening connection's state and re-renders when that part changes.
 * `select` must return a primitive or a stable object: its result is compared by identity.
 */
export function useListening<T>(select: (snapshot: ListeningSnapshot) => T): T {
  const client = getListeningClient();
  return useSyncExternalStore(client.subscribe, () => select(client.getSnapshot()));
}
