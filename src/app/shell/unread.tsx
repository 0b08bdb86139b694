import { lazy, Suspense } from 'react';

/* The unread count in the shell, loaded after the first paint (src/features/inbox/badge.tsx). */
const Badge = lazy(() => import('../../features/inbox/badge'));
const Words = lazy(() => import('../../features/inbox/badge').then((m) => ({ default: m.ShellUnreadWords })));

export function LazyUnreadBadge({ wordsApart = false }: { wordsApart?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Badge wordsApart={wordsApart} />
    </Suspense>
  );
}

export function LazyUnreadWords() {
  return (
    <Suspense fallback={null}>
      <Words />
    </Suspense>
  );
}
