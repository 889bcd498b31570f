import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { addRecent } from '@earshot/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { trackToJson, tracksFromJson } from './track-json';

/** What played before, as kept; a damaged entry is dropped and the others stay. */
function readRecent(): Track[] {
  return tracksFromJson(readStored(storageKeys.recent));
}

/** Tracks that played on this device, most recent first (decision: kept locally, at most 50). */
export interface RecentTracks {
  store: StoreApi<{ tracks: Track[] }>;
  /** A track played: it goes first, an earlier entry of it goes, the oldest beyond 50 drop. */
  record: (track: Track) => void;
  clear: () => void;
}

/** The recent tracks of one runtime, read from the device when it starts (ADR 0010). */
export function createRecentTracks(): RecentTracks {
  const store = createStore<{ tracks: Track[] }>()(() => ({ tracks: readRecent() }));
  const save = (tracks: Track[]) => {
    store.setState({ tracks });
    writeStored(storageKeys.recent, tracks.map(trackToJson));
  };
  return {
    store,
    record: (track) => save(addRecent(store.getState().tracks, track, (item) => item.trackId)),
    clear: () => save([]),
  };
}
