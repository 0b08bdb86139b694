// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { sportsCalls } from '../../src/api/calls/exchange';
import { MatchOddsBlock } from '../../src/features/exchange/OddsBlocks';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { buildFloorPage, recordOddsPage } from '../bench/odds-floor-page';

/**
 * npm run bench's odds floor, once and untimed: the odds rows as React renders them are recorded,
 * saved as the static page, parsed back, and the replay writes the streamed prices into the copy.
 * So a markup change that the copy cannot follow fails here, not on the day someone measures.
 */
// the bet preferences live in IndexedDB, which jsdom lacks: one-click off, as a new player has it
vi.mock('../../src/features/exchange/bets/prefs', async (original) => ({
  ...(await original<typeof import('../../src/features/exchange/bets/prefs')>()),
  useBetPrefs: () => ({ oneClick: false, oneClickStake: 100 }),
}));

const ladder = (p: number) => [0, 1, 2].map((d) => ({ price: Number((p - d / 100).toFixed(2)), size: 1200 + d }));
const answer = (home: number, away: number) => [
  {
    marketId: '1.9',
    marketName: 'Match Odds',
    inplay: true,
    status: 'OPEN',
    updated_at: '2026-01-01T00:00:00Z',
    runners: [
      { selectionId: 11, SelectionName: 'Dhaka', ex: { availableToBack: ladder(home), availableToLay: ladder(home + 0.02) } },
      { selectionId: 12, SelectionName: 'Khulna', ex: { availableToBack: ladder(away), availableToLay: ladder(away + 0.02) } },
    ],
  },
];

beforeAll(async () => {
  window.scrollTo = (() => {}) as typeof window.scrollTo; // jsdom lacks it; the copy scrolls where the page was
  await initI18n('en');
  await loadNamespaces(['exchange', 'common'], 'en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("the odds floor page: the copy has the page's rows, and its replay writes the prices the app wrote", async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } })));
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const key = sportsCalls.matchOdds('1.9').key;
  qc.setQueryData(key, answer(1.5, 2.5));
  render(
    <QueryClientProvider client={qc}>
      <MatchOddsBlock eventId="9" marketId="1.9" />
    </QueryClientProvider>,
  );
  expect(await screen.findAllByTestId('runner-row')).toHaveLength(2);

  const recording = recordOddsPage(50);
  await new Promise((r) => setTimeout(r, 10));
  qc.setQueryData(key, answer(1.61, 2.34)); // as the poller does: the cells follow it on the DOM
  const capture = await recording;
  expect(capture.groups.some((g) => g.update)).toBe(true);

  const html = buildFloorPage(capture);
  const copy = new DOMParser().parseFromString(html, 'text/html');
  expect(copy.querySelectorAll('[data-testid="runner-row"] .xc-cell')).toHaveLength(12);
  const scripts = Array.from(copy.querySelectorAll('script'));
  expect(scripts).toHaveLength(1); // the replay alone: nothing of the app runs in the copy

  // the copy shows what the page showed when recording began; the replay brings it to the new prices
  cleanup();
  document.body.replaceWith(document.importNode(copy.body, true));
  const best = () => Array.from(document.querySelectorAll('[data-testid="runner-row"] .xc-back[data-depth="0"] .xc-price')).map((e) => e.textContent);
  expect(best()).toEqual(['1.5', '2.5']);
  vi.stubGlobal('console', { ...console, timeStamp: () => {} });
  new Function(scripts[0]?.textContent ?? '')(); // the copy's own script, as the browser runs it
  await (window as unknown as { __floorPlay: () => Promise<void> }).__floorPlay();
  expect(best()).toEqual(['1.61', '2.34']);
  expect(document.querySelector('[data-testid="runner-row"] .xc-back[data-depth="0"]')?.getAttribute('data-flash')).toBe('up');
});
