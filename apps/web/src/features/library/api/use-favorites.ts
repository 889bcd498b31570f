import { toastDurations } from '@/lib/toast-durations';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import {
  createConnectQueryKey,
  useInfiniteQuery,
  useQuery,
  useTransport,
} from '@connectrpc/connect-query';
import {
  LibraryService,
  type ListUserFavoritesResponse,
} from '@earshot/contract/library/v1/library';
import { FAVORITES_LOAD_LIMIT, type FavoriteKind } from '@earshot/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { favoriteTexts } from '../texts';
import { ITEM_TYPE } from './favorite-kinds';

const idsMethod = LibraryService.method.listFavoriteIds;

/** The ids of every favourite of a kind, newest first; nothing is asked for a visitor. */
export function useFavoriteIds(kind: FavoriteKind, signedIn: boolean) {
  return useQuery(idsMethod, { itemType: ITEM_TYPE[kind] }, { enabled: signedIn });
}

/** The caller's favourites of a kind: tracks 50 a page, artists and albums 100 (spec 2 §9). */
export function useFavoritePages(kind: FavoriteKind) {
  const limit = FAVORITES_LOAD_LIMIT[kind];
  return useInfiniteQuery(
    LibraryService.method.listUserFavorites,
    { itemType: ITEM_TYPE[kind], offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: (last: ListUserFavoritesResponse, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.favorites.length, 0);
        return last.favorites.length === limit && loaded < last.total ? loaded : undefined;
      },
    },
  );
}

/** What a failed favourite change says: the server's words when it gave some (spec 2 §8). */
function failureText(error: unknown): string {
  const known = ConnectError.from(error);
  return [Code.InvalidArgument, Code.NotFound, Code.Unauthenticated].includes(known.code)
    ? known.rawMessage
    : favoriteTexts.failed;
}

/**
 * Likes or unlikes an item at once in every heart and count (spec 2 §4: the item goes to the
 * front, the total follows, never below 0), then asks the server; a failure puts everything
 * back and shows the error toast. The lists refresh when the server has answered.
 */
export function useFavoriteToggle(kind: FavoriteKind) {
  const queryClient = useQueryClient();
  const transport = useTransport();
  const input = { itemType: ITEM_TYPE[kind] };
  const idsKey = createConnectQueryKey({
    schema: idsMethod,
    input,
    transport,
    cardinality: 'finite',
  });
  const client = useMutation({
    mutationFn: async ({ itemId, liked }: { itemId: number; liked: boolean }) => {
      const library = createClient(LibraryService, transport);
      return liked
        ? library.addUserFavorite({ ...input, itemId })
        : library.removeUserFavorite({ ...input, itemId });
    },
    onMutate: async ({ itemId, liked }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData(idsKey);
      if (before) {
        const others = before.itemIds.filter((id) => id !== itemId);
        queryClient.setQueryData(idsKey, {
          ...before,
          itemIds: liked ? [itemId, ...others] : others,
        });
      }
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(idsKey, context.before);
      toast.error(failureText(error), { duration: toastDurations.normal });
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: LibraryService, cardinality: undefined }),
      }),
  });
  return (itemId: number, liked: boolean) => client.mutate({ itemId, liked });
}
