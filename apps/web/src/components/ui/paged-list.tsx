import type { ReactNode } from 'react';
import { type RetryableQuery, useRetryStatus } from '@/hooks/use-retry-status';
import { ErrorBlock } from './error-block';
import { LoadMore } from './load-more';
import { StatusMessage } from './status-message';
import { listTexts } from './texts';

/** What an infinite query offers a paged list. */
export interface PagedQuery<Row> extends RetryableQuery {
  rows: Row[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * One paged list in each of its states: loading, failed, empty, or its rows with
 * 'Load more' while rows remain (a page that fails to load says so; rows shown stay). A failed
 * read shows from its first try, as the error block.
 */
export function PagedList<Row>(props: {
  query: PagedQuery<Row>;
  label: string;
  empty: string;
  failed: string;
  rowKey: (row: Row) => string;
  children: (row: Row) => ReactNode;
}) {
  const { query } = props;
  const failure = useRetryStatus(query);
  if (query.rows.length === 0) {
    if (failure) return <ErrorBlock message={props.failed} failure={failure} />;
    switch (query.status) {
      case 'pending':
      case 'error':
        return <StatusMessage tone="loading">{listTexts.loading}</StatusMessage>;
      case 'success':
        return <StatusMessage tone="info">{props.empty}</StatusMessage>;
    }
  }
  return (
    <>
      {failure && <ErrorBlock message={props.failed} failure={failure} compact />}
      <ul aria-label={props.label} className="flex flex-col divide-y divide-line">
        {query.rows.map((row) => (
          <li key={props.rowKey(row)} className="py-3">
            {props.children(row)}
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <StatusMessage tone="error" size="sm">
          {props.failed}
        </StatusMessage>
      )}
      {query.hasNextPage && (
        <LoadMore
          onLoad={() => void query.fetchNextPage()}
          pending={query.isFetchingNextPage}
          label={listTexts.loadMore}
          pendingLabel={listTexts.loadingMore}
        />
      )}
    </>
  );
}
