import type { ReactNode } from 'react';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { Button, RetryAlert, Spinner } from '../../ui';

interface Paged<T> {
  data: readonly T[];
  total: number;
}

interface PagedResultsProps<T> {
  /** The list's query: its last page stays on screen while the next loads. */
  query: {
    data: Paged<T> | undefined;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  count: (total: number) => string;
  empty: string;
  /** The pager's name (each list names its own). */
  pagination: string;
  /** The sentence for a failed first load (by default the one error mapper's). */
  failure?: (error: unknown) => string;
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * A back-office list's results: a retry when the first load failed, a spinner before it, then the count
 * (announced), the rows or a sentence saying there are none, and the pager.
 */
export function PagedResults<T>({
  query,
  pageSize,
  page,
  onPage,
  count,
  empty,
  pagination,
  failure = (error) => messageFor(error, { fallback: m.loadFailed }),
  children,
}: PagedResultsProps<T>) {
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;
  return (
    <section className="admin-results" aria-busy={query.isFetching}>
      {query.isError && !query.data ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void query.refetch()}>
          {failure(query.error)}
        </RetryAlert>
      ) : !query.data ? (
        <Spinner label={m.loading} />
      ) : (
        <>
          <p className="admin-results__count" role="status">
            {count(query.data.total)}
          </p>
          {query.data.data.length === 0 ? <p>{empty}</p> : children(query.data.data)}
          <nav className="admin-pager" aria-label={pagination}>
            <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
              {m.auditPrevious}
            </Button>
            <span>{m.auditPage(page, pages)}</span>
            <Button variant="secondary" size="sm" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
              {m.auditNext}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
