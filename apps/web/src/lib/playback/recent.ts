import { fromJson, type JsonValue, toJson } from '@bufbuild/protobuf';
import { type Track, TrackSchema } from '@earshot/contract/catalog/v1/catalog';
import { addRecent } from '@earshot/domain';
import { create } from 'zustand';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';

/** Tracks that played on this device, most recent first (decision: kept locally, at most 50). */
export const useRecentTracks = create<{ tracks: Track[] }>()(() => ({ tracks: readRecent() }));

function readRecent(): Track[] {
  const stored = readStored(storageKeys.recent);
  if (!Array.isArray(stored)) return [];
  const tracks: Track[] = [];
  for (const item of stored) {
    try {
      tracks.push(fromJson(TrackSchema, item as JsonValue, { ignoreUnknownFields: true }));
    } catch {
      // A damaged entry is dropped; the others stay.
    }
  }
  return tracks;
}

function save(tracks: Track[]) {
  useRecentTracks.setState({ tracks });
  writeStored(
    storageKeys.recent,
    tracks.map((track) => toJson(TrackSchema, track)),
  );
}

/** A track played: it goes first, an earlier entry of it goes, the oldest beyond 50 drop. */
export function recordRecent(track: Track): void {
  save(addRecent(useRecentTracks.getState().tracks, track, (item) => item.trackId));
}

export function clearRecent(): void {
  save([]);
}

/** Tests: read what is stored again. */
export function reloadRecent(): void {
  useRecentTracks.setState({ tracks: readRecent() });
}
