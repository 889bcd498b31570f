import { useQuery } from '@connectrpc/connect-query';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { useEffect } from 'react';
import { usePlayerEngines } from '@/lib/runtime/player';

/** Spec 1 §7: "Music: list tracks (offset 0, limit 25)". */
export const DEFAULT_PLAYLIST_LIMIT = 25;

/**
 * YOUR PLAYLIST for a visitor: the first page of tracks. Once it arrives it is handed to
 * the playback state, which selects its first track when no song is chosen yet.
 */
export function useDefaultPlaylist() {
  const { playback } = usePlayerEngines();
  const query = useQuery(CatalogService.method.listTracks, {
    offset: 0,
    limit: DEFAULT_PLAYLIST_LIMIT,
  });
  const tracks = query.data?.tracks;
  useEffect(() => {
    if (tracks) playback.setDefaultPlaylist(tracks);
  }, [tracks, playback]);
  return query.status;
}
