import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { EventAnswer, MatchOddsAnswer, SportEventsAnswer, type SportEventItem } from '../../src/api/contract/exchange';
import { ExchangeAccountAnswer } from '../../src/api/contract/exchange-bets';
import { type Harness, type Session, startHarness } from './harness';

// Set by useExchangeHarness before the first test; exports are live bindings, so importers read the values set here.
export let h: Harness;
export let me: Session;
/** an in-play cricket event with fancy and bookmaker markets */
export let cricket: SportEventItem;
/** an in-play soccer event (match odds only) */
export let soccer: SportEventItem;

let key = 0;
export const idem = () => {
  key += 1;
  return `test-key-${Date.now()}-${key}`;
};

export const dev = (body: unknown) => h.dev('POST', '/api/dev/sports', body);
/** POST /api/exchange/bets for the demo player (or the given token), on the cricket match odds unless the body says otherwise. */
export const place = (body: Record<string, unknown>, token = me.token) =>
  h.req('POST', '/api/exchange/bets', { token, body: { idempotency_key: idem(), event_id: cricket.EventId, market_id: cricket.MarketId, ...body } });
export const account = async () => v.parse(ExchangeAccountAnswer, (await h.req('GET', '/api/exchange/account', { token: me.token })).json);
export const paisa = (s: string) => Math.round(Number(s) * 100);

export async function runners(e: SportEventItem) {
  const [first] = v.parse(MatchOddsAnswer, (await h.req('GET', `/api/match-odds/${e.MarketId}`)).json);
  return first?.runners ?? [];
}
export async function detail(e: SportEventItem) {
  const d = v.parse(EventAnswer, (await h.req('GET', `/api/event/${e.EventId}`)).json).data.items[e.EventId];
  if (!d) throw new Error('no event detail');
  return d;
}

/** One harness per test file: the demo player logged in, an in-play cricket and soccer event, a frozen price clock and open rows. */
export function useExchangeHarness() {
  beforeAll(async () => {
    h = await startHarness();
    me = await h.login();
    const list = async (sport: string) => v.parse(SportEventsAnswer, (await h.req('GET', `/api/sports-events/${sport}`)).json);
    const c = (await list('cricket')).find((x) => x.Status === 'inplay' && x.Fancy === 1 && x.Bookmaker === 1);
    const s = (await list('soccer')).find((x) => x.Status === 'inplay');
    if (!c || !s) throw new Error('no in-play events');
    cricket = c;
    soccer = s;
    // a frozen price clock and open rows: the prices the test reads are the prices the server checks
    await dev({ action: 'freeze', frozen: true });
    for (const index of [0, 1]) await dev({ action: 'set', eventId: cricket.EventId, bookmaker: { index, suspended: 0, ball_running: 0 } });
    for (const id of Object.keys((await detail(cricket)).fancy2))
      await dev({ action: 'set', eventId: cricket.EventId, fancy: { id, suspended: 0, ball_running: 0 } });
  });
  afterAll(() => h.close());
}
