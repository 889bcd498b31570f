import type { ReactNode } from 'react';
import { LoadMore } from './load-more';
import { StatusMessage } from './status-message';
import { listTexts } from './texts';

/** What an infinite query offers a paged list. */
export interface PagedQuery<Row> {
  status: 'pending' | 'error' | 'success';
  rows: Row[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * One paged list in each of its states: loading, failed, empty, or its rows with
 * 'Load more' while rows remain (a page that fails to load says so; rows shown stay).
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
  if (query.rows.length === 0) {
    switch (query.status) {
      case 'pending':
        return <StatusMessage tone="loading">{listTexts.loading}</StatusMessage>;
      case 'error':
        return <StatusMessage tone="error">{props.failed}</StatusMessage>;
      case 'success':
        return <StatusMessage tone="info">{props.empty}</StatusMessage>;
    }
  }
  return (
    <>
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
