import type { ReactElement } from 'react';
import { ErrorBlock } from '@/components/ui/error-block';
import { StatusMessage } from '@/components/ui/status-message';
import { type RetryableQuery, useRetryStatus } from '@/hooks/use-retry-status';
import { catalogTexts } from '../texts';

/**
 * Each load's own loading, failed and empty states (spec 2 §4). A failure shows from its first
 * try with the retries' timing and 'Try again' (the error block); rows already shown stay, with
 * the block above them; `children` renders only when there are rows.
 */
export function QueryStates(props: {
  query: RetryableQuery;
  isEmpty: boolean;
  failed: string;
  /** A text, or a whole view for an empty state with more to say. */
  empty: string | ReactElement;
  children: () => ReactElement;
}) {
  const failure = useRetryStatus(props.query);
  if (!props.isEmpty) {
    return (
      <>
        {failure && <ErrorBlock message={props.failed} failure={failure} compact />}
        {props.children()}
      </>
    );
  }
  if (failure) return <ErrorBlock message={props.failed} failure={failure} />;
  switch (props.query.status) {
    case 'pending':
    case 'error':
      return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
    case 'success':
      return typeof props.empty === 'string' ? (
        <StatusMessage tone="info">{props.empty}</StatusMessage>
      ) : (
        props.empty
      );
  }
}
