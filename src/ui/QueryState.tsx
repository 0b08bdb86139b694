import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { EmptyState, ErrorState, Skeleton } from './EmptyState';

/**
 * In place of a loading skeleton when the data was never loaded and the network is gone: the
 * request waits for the connection (it is not stored offline), so the screen says so.
 */
export function OfflineWait() {
  const { t } = useTranslation('pwa');
  return (
    <p className="empty" role="status">
      {t('offlineWait')}
    </p>
  );
}

/** What QueryState reads of a query (TanStack Query's UseQueryResult has it all). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPaused: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** the placeholder while the first answer is on its way */
  loading?: ReactNode;
  /** the error's text: fixed, or made from the error (e.g. the server's own message) */
  error: string | ((error: unknown) => string);
  /** answered with nothing to show: the empty state instead of `children` */
  isEmpty?: (data: T) => boolean;
  /** the empty state; 'No Data' unless given (null: nothing) */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  /** wraps the error and offline notes where the place wants an element of its own (a list's item, a page's main) */
  frame?: (note: ReactNode) => ReactNode;
}

/**
 * A query's four states in one place. An answer is shown once there is one (a failed refresh keeps
 * it); with none, a failure says so with Try again, a request waiting for the network says it loads
 * when back online, and otherwise `loading` holds the place.
 */
export function QueryState<T>({ query, loading, error, isEmpty, empty, children, frame = (note) => note }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const { data } = query;
  if (data !== undefined) {
    if (isEmpty?.(data)) return empty === undefined ? <EmptyState>{t('noData')}</EmptyState> : empty;
    return children(data);
  }
  if (query.isError) {
    const message = typeof error === 'function' ? error(query.error) : error;
    return frame(<ErrorState message={message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />);
  }
  if (query.isPaused) return frame(<OfflineWait />);
  return loading ?? <Skeleton height={96} />;
}

type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries shown as one (a card that needs them all): answered when every one is, failed when
 * one failed with nothing to show (Try again asks again for the failed ones), waiting offline when one does.
 */
export function allOf<const Qs extends readonly QueryLike<unknown>[]>(...queries: Qs): QueryLike<{ [K in keyof Qs]: DataOf<Qs[K]> }> {
  const failed = queries.filter((q) => q.isError && q.data === undefined);
  const answered = queries.every((q) => q.data !== undefined);
  return {
    data: answered ? (queries.map((q) => q.data) as { [K in keyof Qs]: DataOf<Qs[K]> }) : undefined,
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    isPaused: queries.some((q) => q.isPaused),
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}
