import { RECENT_LISTENS_PAGE, TOP_ARTISTS_PAGE } from '@earshot/domain';
import { pageOrThrow } from '~/modules/catalog';
import type { ListenSummaryRepo } from './listen-summary.repo';

/** A listener's profile figures from their own Listens; a bad limit is InvalidArgument. */
export function createListenSummary(deps: { listens: ListenSummaryRepo }) {
  return {
    recent(userId: string, req: { limit?: number | undefined }) {
      return deps.listens.recent(userId, pageOrThrow(req, RECENT_LISTENS_PAGE).limit);
    },
    topArtists(userId: string, req: { limit?: number | undefined }) {
      return deps.listens.topArtists(userId, pageOrThrow(req, TOP_ARTISTS_PAGE).limit);
    },
  };
}

export type ListenSummary = ReturnType<typeof createListenSummary>;
