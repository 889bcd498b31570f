import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { trackFromJson, trackToJson, tracksFromJson } from './track-json';

/*
 * How a play is kept on the device (ADR 0010's one helper): the song, its playhead and its
 * index under earshot.player.now, written often; the list in use, when it is not the panel's
 * own, under earshot.player.list, written only when it changes.
 */

/** The play kept on the device: what a reload shows, paused, where it was. */
export interface KeptPlay {
  song: Track;
  /** Seconds into the song. */
  position: number;
  /** The song's index in the list in use; -1 when it is not in it. */
  listIndex: number;
  /** The list in use when it is not the panel's own; null for the panel's own. */
  list: { title: string | null; tracks: Track[] } | null;
}

/** The kept play, or null when none is kept or it cannot be read. */
export function readKeptPlay(): KeptPlay | null {
  const now = readStored(storageKeys.nowPlaying) as
    { song?: unknown; position?: unknown; listIndex?: unknown; external?: unknown } | undefined;
  const song = now && typeof now === 'object' ? trackFromJson(now.song) : null;
  if (!now || !song) return null;
  const position =
    typeof now.position === 'number' && Number.isFinite(now.position) && now.position > 0
      ? now.position
      : 0;
  const stored = now.external === true ? readStored(storageKeys.listInUse) : undefined;
  const list =
    stored && typeof stored === 'object'
      ? (stored as { title?: unknown; tracks?: unknown })
      : undefined;
  const tracks = tracksFromJson(list?.tracks);
  if (!list || tracks.length === 0) {
    // The panel's own list: the song's index is found again once the list has loaded.
    return { song, position, listIndex: -1, list: null };
  }
  const index = now.listIndex;
  return {
    song,
    position,
    listIndex:
      typeof index === 'number' && Number.isInteger(index) && index < tracks.length ? index : -1,
    list: { title: typeof list.title === 'string' ? list.title : null, tracks },
  };
}

/** Writes the song, its playhead and index, and whether the list in use is a kept one. */
export function writeKeptSong(song: Track, position: number, listIndex: number, external: boolean) {
  writeStored(storageKeys.nowPlaying, {
    song: trackToJson(song),
    position,
    listIndex,
    external,
  });
}

/** Writes the list in use when it is not the panel's own; null when it is. */
export function writeKeptList(list: { title: string | null; tracks: Track[] } | null) {
  writeStored(
    storageKeys.listInUse,
    list ? { title: list.title, tracks: list.tracks.map(trackToJson) } : null,
  );
}
