import { Skeleton } from '../../ui/EmptyState';

/** The record tabs' loading cards. */
export function RecordsLoading() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height={96} />
      <Skeleton height={96} />
      <Skeleton height={96} />
    </div>
  );
}
