import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { configureClient } from '../../src/api';
import { initI18n } from '../../src/i18n';
import { type Session, setSession } from '../../src/session';

/** One answer of the stubbed API: a JSON body and its HTTP status (200 unless said). */
export interface Answer {
  status?: number;
  body: unknown;
}

/** A failed answer: HTTP 500 with no message, so the screen shows its own text. */
export const FAILED: Answer = { status: 500, body: {} };

/**
 * Stubs fetch for the API: each call to a path answers with the next of that path's answers (the
 * last one repeats). Gives the number of calls per path so far.
 */
export function stubApi(routes: Record<string, Answer[]>): Record<string, number> {
  const calls: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      const list = routes[path] ?? [{ status: 404, body: {} }];
      const n = (calls[path] ?? 0) + 1;
      calls[path] = n;
      const answer = list[Math.min(n, list.length) - 1] ?? FAILED;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** A query client as a test needs it: no retries (a failure shows at once), nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });
}

/** Renders `ui` with a query client and a router at / (for Link and useNavigate), waiting for translations. */
export async function renderScreen(ui: ReactNode, qc = testQueryClient()) {
  window.scrollTo = () => {}; // the router restores scrolling; jsdom has no layout
  const root = createRootRoute({ component: () => <Suspense fallback={<p>loading texts</p>}>{ui}</Suspense> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const result = render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, qc, router };
}

/**
 * The set-up of a screen test file: English texts loaded; with `session`, a logged-in player whose
 * calls carry its token; after each test the page is emptied and the stubbed fetch removed.
 */
export function setUpScreenTests(session?: Session & { token: string }): void {
  beforeAll(async () => {
    await initI18n('en');
    if (!session) return;
    configureClient({ getToken: () => session.token });
    await setSession(session);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
