/**
 * While a screen's code or texts are still on their way (a slow link), its place is held, not left empty.
 * Plain .skeleton boxes: ui/EmptyState's Skeleton would bring that module into the first paint.
 */
export function RouteSkeleton() {
  return (
    <div className="page" aria-busy="true" data-testid="route-pending">
      <div className="skeleton" style={{ height: 28, width: '50%' }} />
      <div className="skeleton" style={{ height: 160, marginTop: 16 }} />
      <div className="skeleton" style={{ height: 160, marginTop: 12 }} />
    </div>
  );
}
