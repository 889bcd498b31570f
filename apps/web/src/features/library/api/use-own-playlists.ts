import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectQueryKey, useQuery, useTransport } from '@connectrpc/connect-query';
import { LibraryService } from '@earshot/contract/library/v1/library';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/** Spec 1 §9: the sidebar fetches 20 of the user's playlists (and shows 10). */
export const OWN_PLAYLISTS_FETCHED = 20;

/** The caller's newest playlists; nothing is asked for a visitor. */
export function useOwnPlaylists(signedIn: boolean) {
  return useQuery(
    LibraryService.method.listPlaylists,
    { offset: 0, limit: OWN_PLAYLISTS_FETCHED },
    { enabled: signedIn },
  );
}

/** A playlist the caller may see, with its entries (up to 1000) and version. */
export function usePlaylistTracks(playlistId: string) {
  return useQuery(LibraryService.method.getPlaylistTracks, { playlistId });
}

/** The library's client and a way to refresh everything the library answered. */
export function useLibraryClient() {
  const transport = useTransport();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      library: createClient(LibraryService, transport),
      refresh: () =>
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: LibraryService, cardinality: undefined }),
        }),
    }),
    [transport, queryClient],
  );
}

/** Whether a failed edit lost to another one made since the list was read (ADR 0014). */
export function isConflict(error: unknown): boolean {
  return ConnectError.from(error).code === Code.Aborted;
}

/** The words of a failed call the server explained, else undefined. */
export function explained(error: unknown): string | undefined {
  const known = ConnectError.from(error);
  return [Code.InvalidArgument, Code.Aborted, Code.PermissionDenied, Code.NotFound].includes(
    known.code,
  )
    ? known.rawMessage
    : undefined;
}
