import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { sessionEndedAt } from '../../session';

const SessionEndedNotice = lazy(() => import('./SessionEndedNotice'));

/** In the shells: the note of a session the platform ended, fetched only when there is one (not on /login, which says it itself). */
export function SessionEndedSlot() {
  const onLogin = useRouterState({ select: (s) => s.location.pathname === '/login' });
  const path = sessionEndedAt();
  if (!path || onLogin) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedNotice path={path} />
    </Suspense>
  );
}
