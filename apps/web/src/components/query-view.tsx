import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * A list's three states before its content, the same on every page: a labelled spinner while
 * loading, the error announced as an alert, and the empty state; `children` renders the data.
 */
export function QueryView<T>({
  query,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** What the spinner says, e.g. 'Loading the queue'. */
  loading: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-3 text-red-800">
        {query.error.message}
      </p>
    );
  }
  return isEmpty(query.data) ? empty : children(query.data);
}
