import { desktopScreenOf } from '../../features/layout';
import type { AppRouter } from '../router';

/** One import, kept once it has loaded (a failed one is tried again by the next caller). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}

/** The desktop layout's chrome (header, footer, the features they show). */
export const loadDesktopShell = once(() => import('./DesktopShell'));

/**
 * The desktop screens drawn in place of a route's own (home, promotions, the account tabs): the layout's
 * switch between them is its own module, kept out of the layout's index that every first paint takes.
 */
export const loadDesktopScreens = once(() => import('../../features/layout/DesktopScreen'));

/**
 * On a desktop, boot waits for the chrome and, when the first address has a desktop screen, the
 * screens before the first render: React.lazy then finds them loaded. A part still loading then
 * was committed as its Suspense fallback (the page without its header, under the splash), and React
 * shows a boundary's content no sooner than 300 ms after a fallback: the splash stayed that long.
 */
export async function loadDesktopLayout(router: AppRouter): Promise<void> {
  const match = router.state.matches.at(-1);
  const screen = desktopScreenOf(match?.staticData.desktop, match?.search as Record<string, unknown> | undefined);
  // a failure is left to the lazy parts: they import again and show their own error
  await Promise.all([loadDesktopShell(), screen && loadDesktopScreens()]).catch(() => undefined);
}
