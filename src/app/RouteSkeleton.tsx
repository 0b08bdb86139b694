import { useState } from 'react';

/**
 * While a screen's code or texts are still on their way (a slow link), its place is held, not left empty.
 * Plain .skeleton boxes: ui/EmptyState's Skeleton would bring that module into the first paint.
 *
 * It keeps the length of the page it replaces, its boxes held in view: a shorter page would move the
 * player's scroll position up, and the router keeps that position for the page being left if the
 * player goes Back before the next one shows (the top of a long games list instead of the game tapped).
 */
export function RouteSkeleton() {
  // read while the page being left is still in the document (this render comes before its commit)
  const [height] = useState(() => (typeof document === 'undefined' ? 0 : document.documentElement.scrollHeight));
  return (
    <div className="page route-pending" style={height ? { minHeight: height } : undefined} aria-busy="true" data-testid="route-pending">
      <div className="route-pending-boxes">
        <div className="skeleton" style={{ height: 28, width: '50%' }} />
        <div className="skeleton" style={{ height: 160, marginTop: 16 }} />
        <div className="skeleton" style={{ height: 160, marginTop: 12 }} />
      </div>
    </div>
  );
}
