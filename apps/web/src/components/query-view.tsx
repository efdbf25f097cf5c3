import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listState, retryingLabel } from '../lib/list-state';
import { ListUnavailable } from './list-unavailable';
import { Spinner } from './spinner';

/**
 * A list's states before its content, the same on every page (lib/list-state.ts): a labelled
 * spinner while loading, the busy server's retry said aloud, a list that could not be loaded
 * said to be unavailable with Try again (never shown as empty, issue 45), a refusal's own
 * message, and the empty state (for a list; a single record has none); `children` renders the
 * data.
 */
export function QueryView<T>({
  query,
  loading,
  unavailable,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** What the spinner says, e.g. 'Loading the queue'. */
  loading: string;
  /** What a failed load says, e.g. LIST_STATE_MESSAGES.queueUnavailable. */
  unavailable: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const state = listState(query);
  switch (state.kind) {
    case 'loading':
      return <Spinner label={loading} />;
    case 'retrying':
      return <Spinner label={retryingLabel(state)} />;
    case 'unavailable':
      return (
        <ListUnavailable
          message={unavailable}
          retryAt={state.retryAt}
          onRetry={() => void query.refetch()}
        />
      );
    case 'refused':
      return (
        <p role="alert" className="mt-3 text-red-800">
          {state.message}
        </p>
      );
    case 'ready':
      return isEmpty?.(state.data) ? empty : children(state.data);
  }
}
