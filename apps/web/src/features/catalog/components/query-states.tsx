import type { ReactElement } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { catalogTexts } from '../texts';

/**
 * Each load's own loading, failed and empty states (spec 2 §4). Rows already
 * shown stay when a later page fails; `children` renders only when there are rows.
 */
export function QueryStates(props: {
  status: 'pending' | 'error' | 'success';
  isEmpty: boolean;
  failed: string;
  /** A text, or a whole view for an empty state with more to say. */
  empty: string | ReactElement;
  children: () => ReactElement;
}) {
  if (!props.isEmpty) return props.children();
  switch (props.status) {
    case 'pending':
      return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
    case 'error':
      return <StatusMessage tone="error">{props.failed}</StatusMessage>;
    case 'success':
      return typeof props.empty === 'string' ? (
        <StatusMessage tone="info">{props.empty}</StatusMessage>
      ) : (
        props.empty
      );
  }
}
