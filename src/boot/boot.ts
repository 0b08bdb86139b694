import type { QueryClient } from '@tanstack/react-query';
import { configureClient, imageSrc, setServerTextLocalizer } from '../api';
import type { Logo } from '../api/contract/public';
import { listenForPublicUpdates } from '../features/pwa';
import { prefetchShellAnswers } from '../features/site';
import { keepSupportKeys } from '../features/support';
import { LOADER_LOGO_KEY } from './page-keys';
import { initI18n, refreshTexts, SHELL_NAMESPACES } from '../i18n';
import { isDesktopNow } from '../features/layout/useIsDesktop';
import { nextTask } from '../lib/next-task';
import { endSession, endWithOtherTabs, getSession, loadSession } from '../session';
import { holdAnswers, isPrerendered } from './hydrate';
import { skipRestorePhase, startRestore } from '../app/PersistProvider';
import { makeQueryClient } from '../app/query-client';
import { afterFirstScreen } from './splash';
import { loadDesktopLayout, loadDesktopShell } from '../app/desktop/load-desktop';
import { type AppRouter, makeRouter, scrollGate } from '../app/router';
import { scrollOnMount } from '../app/scroll-on-mount';

export interface BootContext {
  queryClient: QueryClient;
  router: AppRouter;
}

/** hydrate: the page is a prerendered first screen this visit renders the same (main.tsx hydrates it). */
export type BootResult = BootContext & { hydrate: boolean };

/** Remembers the loader logo of the logo answer (fresh or restored from the persisted cache). */
function rememberLoaderLogo(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((ev) => {
    if (ev.type !== 'updated' || ev.query.queryKey[0] !== 'logo') return;
    const url = imageSrc((ev.query.state.data as Logo[] | undefined)?.[0]?.loader_logo);
    try {
      if (url && localStorage.getItem(LOADER_LOGO_KEY) !== url) localStorage.setItem(LOADER_LOGO_KEY, url);
    } catch {
      /* private mode: the text splash stays */
    }
  });
}

/**
 * Starts the shell's answers, then loads the address's screen (its route chunks, guards and what its
 * loader prefetches) once the session is read, while the translations load. Otherwise each step waits
 * for the one before it (module, translations, route chunk, answers, images), and on a weak connection
 * every step is a round trip. The first render waits for this load: the router then mounts on its
 * final matches, and the first screen is built in the first render's transition (sliced) instead of
 * in the synchronous re-render the router's store change forced when the screen arrived after it.
 */
async function loadFirstScreen(router: AppRouter, queryClient: QueryClient, session: Promise<unknown>): Promise<void> {
  prefetchShellAnswers(queryClient);
  await session;
  // a failure is shown by the router when it mounts (its error screen)
  await router.load().catch(() => undefined);
}

const noop = () => undefined;

/** Everything that must be known before the first render: session, language, the API client's hooks. */
export async function boot(): Promise<BootResult> {
  // the app's modules were evaluated in this task: boot's own first steps take the next one
  await nextTask();
  const queryClient = makeQueryClient();
  // a prerendered page is hydrated with the first render it was drawn with: no answer, none restored
  const prerendered = isPrerendered();
  const hold = prerendered ? holdAnswers() : undefined;
  if (!prerendered) void startRestore(queryClient).catch(() => undefined);
  rememberLoaderLogo(queryClient);
  keepSupportKeys(queryClient);
  configureClient({
    getToken: () => getSession().token,
    // a refused token means the session is over: clear everything, drop private data, go home
    onUnauthorized: () => {
      if (getSession().token) void endSession('refused', { queryClient });
    },
    held: hold?.held ?? (() => undefined),
  });
  // each of these loads after the first screen; one that cannot load (the connection dropped) is tried at the next start
  afterFirstScreen(() => void import('./device-hints').then((m) => m.keepDeviceHints(), noop));
  // the server's words in Bangla: a module of its own, loaded when the browser is idle after the first
  // screen (a server's message shows only after an action), so neither it nor its table is in the first paint
  afterFirstScreen(() => void import('../i18n/server-text').then((m) => setServerTextLocalizer(m.serverText) && refreshTexts(), noop));
  // before the first requests: the service worker may announce a newer answer to one of them
  listenForPublicUpdates(queryClient);
  const session = loadSession();
  // Each of the next steps is a task of its own: together they were one long task (docs/first-paint-log.md).
  // The session and the texts are read meanwhile.
  await nextTask();
  // the desktop layout's texts travel with the shell's, not once its chunk has rendered (a round trip later)
  const desktop = isDesktopNow();
  const texts = initI18n(undefined, desktop ? [...SHELL_NAMESPACES, 'desktop'] : SHELL_NAMESPACES);
  await nextTask();
  const router = makeRouter(queryClient);
  // ready when the first screen is: a tap on the next one must not wait for anything
  scrollOnMount(router, scrollGate);
  // a logout in another tab ends this tab's session too, as every end does: its private answers go, home
  endWithOtherTabs({ queryClient, go: () => router.navigate({ to: '/' }) });
  afterFirstScreen(() => void import('../app/screen-follow').then((m) => m.followScreens(router), noop));
  await nextTask();
  // a desktop's chrome is wanted on every address: asked for beside the route's own chunks
  if (desktop) void loadDesktopShell().catch(() => undefined);
  const firstScreen = loadFirstScreen(router, queryClient, session);
  await Promise.all([desktop ? firstScreen.then(() => loadDesktopLayout(router)) : firstScreen, texts]);
  // a member whose device had no hint yet (the first visit after this came in) is rendered anew
  const hydrate = prerendered && !getSession().token;
  if (hydrate) {
    // the tree the router renders on a server (no Suspense around the root match), as prerendered
    router.ssr = { manifest: undefined };
    skipRestorePhase(queryClient);
    hold?.releaseAfterFirstScreen();
  } else if (hold) {
    hold.release();
    void startRestore(queryClient).catch(() => undefined);
  }
  return { queryClient, router, hydrate };
}
