// One shape for a screen part that shows what a query answered: a spinner with a text while it
// loads, the friendly error (ErrorState, with 'Try again' when the query can refetch) when it
// failed or answered nothing, an empty state when the answer is empty, else the content.
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingText } from './Spinner';

/** What QueryStates reads of a query (an RTK Query hook's result fits as it is). */
export interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  /** True while a refetch is under way: 'Try again' waits. */
  isFetching?: boolean;
  /** Present: the failure offers 'Try again'. */
  refetch?: () => unknown;
}

/** Props of QueryStates. */
export interface QueryStatesProps<T> {
  query: QueryLike<T>;
  /** The loading text ('Loading your crews...'). */
  loading: string;
  /** The failure: heading, what happened (e.g. errorMessage(error)), picture and role. */
  failure: { title: string; text?: ReactNode; icon?: ReactNode; role?: 'alert' | 'status' };
  /** The empty answer (by default an empty array): heading, text and picture. */
  empty?: { title: string; text?: ReactNode; icon?: ReactNode; when?: (data: T) => boolean };
  /** The content for a non-empty answer. */
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading, failed, empty or the content of one query. */
export function QueryStates<T>({ query, loading, failure, empty, children }: QueryStatesProps<T>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <LoadingText text={loading} />;
  if (error || data === undefined) {
    return (
      <ErrorState
        title={failure.title}
        icon={failure.icon}
        role={failure.role}
        onRetry={refetch && (() => void refetch())}
        retrying={isFetching}
      >
        {failure.text}
      </ErrorState>
    );
  }
  if (empty && (empty.when ?? isEmptyList)(data)) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }
  return <>{children(data)}</>;
}
