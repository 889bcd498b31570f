import { LoadMore } from '@/components/ui/load-more';
import { StatusMessage } from '@/components/ui/status-message';
import { catalogTexts } from '../texts';

/** What an infinite query offers below its rows. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Load more while the last page came back full; a failed page says so and can be retried. */
export function PagedFooter({ query, failed }: { query: PagedQuery; failed: string }) {
  return (
    <>
      {query.isFetchNextPageError && (
        <StatusMessage tone="error" size="sm">
          {failed}
        </StatusMessage>
      )}
      {query.hasNextPage && (
        <LoadMore
          onLoad={() => void query.fetchNextPage()}
          pending={query.isFetchingNextPage}
          label={catalogTexts.loadMore}
          pendingLabel={catalogTexts.loadingMore}
        />
      )}
    </>
  );
}
