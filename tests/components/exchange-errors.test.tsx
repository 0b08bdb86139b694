// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeHeader, ExchangeHomePage, ExchangeSportsPage, InplayPage } from '../../src/features/exchange';
import { ScoreFrame, StreamFrame } from '../../src/features/exchange/OddsFrames';
import { initI18n, loadNamespaces } from '../../src/i18n';

/** Per-sport event errors on the list screens, and the stream / score frames' error with Retry. */

type Answer = (url: string) => Response | Promise<Response>;
let answer: Answer;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const html = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });
const fail = () => json({ message: 'down' }, 500);

const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
const event = (id: string, name: string, Status = 'upcoming') => ({
  EventId: id,
  MarketId: `1.${id}`,
  Event: name,
  Fancy: 0,
  Bookmaker: 0,
  StartTime: tomorrow,
  Status,
});

/** cricket answers, soccer fails until `soccerUp`, tennis has no events. */
let soccerUp = false;
const sportsAnswer: Answer = (url) => {
  if (url.includes('/api/sports-events/cricket')) return json([event('c1', 'Dhaka v Khulna')]);
  if (url.includes('/api/sports-events/soccer')) return soccerUp ? json([event('s1', 'Abahani v Mohammedan')]) : fail();
  if (url.includes('/api/sports-events/tennis')) return json([]);
  return fail();
};

beforeAll(async () => {
  window.scrollTo = (() => {}) as typeof window.scrollTo; // jsdom lacks it; the router restores scroll
  await initI18n('en');
  await loadNamespaces(['exchange', 'common'], 'en');
});
beforeEach(() => {
  soccerUp = false;
  answer = sportsAnswer;
  vi.stubGlobal('fetch', (url: string | URL) => Promise.resolve(answer(String(url))));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, refetchInterval: false } } });

function renderAt(path: string, component: () => ReactElement) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={client()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('one sport failing', () => {
  it('/exchange shows that sport with an error and Retry while the others still show', async () => {
    renderAt('/exchange', ExchangeHomePage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Soccer events could not be loaded.');
    expect(screen.getByRole('heading', { name: /Cricket/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Soccer/ })).toBeTruthy();
    expect(screen.getByText('Dhaka v Khulna')).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();

    soccerUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Abahani v Mohammedan')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the sport tab of the failed sport shows its error, not No Data', async () => {
    renderAt('/exchange', ExchangeHomePage);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('tab', { name: 'Soccer' }));
    expect(screen.getByRole('alert').textContent).toContain('Soccer events could not be loaded.');
    expect(screen.queryByText('No Data')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Tennis' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('event start times carry the GMT+6 label', async () => {
    renderAt('/exchange', ExchangeHomePage);
    const row = await screen.findByText('Dhaka v Khulna');
    expect(row.closest('[data-testid="exchange-event"]')?.textContent).toMatch(/\d\d:\d\d GMT\+6/);
  });

  it('/exchange-sports opens the failed sport with its error and Retry', async () => {
    renderAt('/exchange-sports', ExchangeSportsPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Soccer events could not be loaded.');
    expect(alert.closest('details')?.open).toBe(true);
    expect(screen.getByText('Dhaka v Khulna')).toBeTruthy();
    soccerUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Abahani v Mohammedan')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('/exchange-inplay shows the error on its tabs instead of No Data', async () => {
    renderAt('/exchange-inplay', InplayPage);
    expect((await screen.findByRole('alert')).textContent).toContain('Soccer events could not be loaded.');
    fireEvent.click(screen.getByRole('tab', { name: 'Tomorrow' }));
    expect(screen.getByRole('alert').textContent).toContain('Soccer events could not be loaded.');
    expect(screen.getByText('Dhaka v Khulna')).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('all sports failing still shows the one list error', async () => {
    answer = fail;
    renderAt('/exchange', ExchangeHomePage);
    expect((await screen.findByRole('alert')).textContent).toContain('The events could not be loaded.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('stream and score frames', () => {
  const wrap = (ui: ReactElement) => render(<QueryClientProvider client={client()}>{ui}</QueryClientProvider>);

  it('the stream frame shows its loading text, then on a failed IP lookup a message with Retry that works', async () => {
    answer = fail;
    wrap(<StreamFrame eventId="e1" title="Dhaka v Khulna" />);
    expect(screen.getByText('Loading live stream...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Live stream unavailable.');
    expect(screen.queryByText('Loading live stream...')).toBeNull();

    answer = (url) => (url.includes('/api/ip') ? json({ ip: '203.0.113.7' }) : fail());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const frame = await screen.findByTestId('stream-frame');
    expect(frame.getAttribute('src')).toContain('userip=203.0.113.7');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the score frame shows its loading text, then on a failed board call a message with Retry that works', async () => {
    answer = fail;
    wrap(<ScoreFrame eventId="e1" title="Dhaka v Khulna" />);
    expect(screen.getByText('Loading live score...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Live score unavailable.');

    answer = (url) => (url.includes('/api/score/board/e1') ? html('<script>var scoreUrl = "https://score.example.com/e1";</script>') : fail());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const frame = await screen.findByTestId('score-frame');
    expect(frame.getAttribute('src')).toBe('https://score.example.com/e1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

it('the exchange balance shows ৳ ---- before the first answer, as the app header does', () => {
  render(
    <QueryClientProvider client={client()}>
      <ExchangeHeader />
    </QueryClientProvider>,
  );
  expect(screen.getByTestId('exchange-balance').textContent).toContain('৳ ----');
});
