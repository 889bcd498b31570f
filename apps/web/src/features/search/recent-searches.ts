import { rememberSearch, SEARCH_UI } from './search-rules';
import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';

/**
 * Recent searches in local storage (spec 2 §4): newest first, up to 10 kept, 5 shown. One
 * small store so the box and the results page see the same list.
 */
function read(): string[] {
  const stored = readStored(storageKeys.recentSearches);
  return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
}

let current = read();
const listeners = new Set<() => void>();

function set(next: string[]) {
  current = next;
  writeStored(storageKeys.recentSearches, next);
  for (const listener of listeners) listener();
}

export const recentSearches = {
  remember: (query: string) => set(rememberSearch(current, query)),
  remove: (query: string) => set(current.filter((q) => q !== query)),
  clear: () => set([]),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The recent searches shown (at most 5). */
export function useRecentSearches(): string[] {
  const all = useSyncExternalStore(subscribe, () => current);
  return all.slice(0, SEARCH_UI.recentShown);
}
