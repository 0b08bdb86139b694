import { hashKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/calls/registry';
import { exchangeBetEndpoints } from '../../src/api/calls/exchange-bets';
import { passkeyEndpoints } from '../../src/api/calls/passkeys';
import { playerEndpoints } from '../../src/api/calls/player';
import { receiptEndpoints } from '../../src/api/calls/receipts';
import { responsibleEndpoints } from '../../src/api/calls/responsible';
import { isPublicCallName, PUBLIC_CALLS } from '../../src/api/public-calls';
import { authCalls } from '../../src/api/calls/auth';
import { chatCalls } from '../../src/api/calls/chat';
import type { CallSpec } from '../../src/api/calls/describe';
import { sportsCalls, sportsQueries } from '../../src/api/calls/exchange';
import { betCalls } from '../../src/api/calls/exchange-bets';
import { fundsCalls } from '../../src/api/calls/funds';
import { inboxCalls } from '../../src/api/calls/inbox';
import { transactionCalls } from '../../src/api/calls/transactions';
import { passkeyCalls } from '../../src/api/calls/passkeys';
import { profileCalls } from '../../src/api/calls/profile';
import { playerCalls, playerQueries } from '../../src/api/calls/player';
import { publicCalls, publicQueries } from '../../src/api/calls/public';
import { receiptCalls } from '../../src/api/calls/receipts';
import { recordCalls } from '../../src/api/calls/records';
import { referralCalls } from '../../src/api/calls/referral';
import { responsibleCalls } from '../../src/api/calls/responsible';
import { vipCalls } from '../../src/api/calls/vip';
import { pollJob } from '../../src/poller';

/** One of every described call, with sample arguments. */
const PUBLIC: CallSpec[] = [
  publicCalls.logo(),
  publicCalls.general(),
  publicCalls.sliders(),
  publicCalls.sociallink(),
  publicCalls.systems('slot'),
  publicCalls.providers(['b', 'a']),
  publicCalls.types(),
  publicCalls.games('slot', ['b', 'a']),
  publicCalls.promotions(),
];
const PRIVATE: CallSpec[] = [
  playerCalls.balance(),
  playerCalls.user('7'),
  playerCalls.marketBlock(),
  playerCalls.promotionDetail(3),
  transactionCalls.transactions('7'),
  transactionCalls.turnovers('7'),
  fundsCalls.paymentMethods(),
  fundsCalls.channels('bkash'),
  profileCalls.otherPhones(),
  betCalls.account(),
  betCalls.open(),
  betCalls.settled('2026-01-01', '2026-01-02'),
  betCalls.statement(),
  betCalls.activity(),
  responsibleCalls.state(),
  responsibleCalls.session(),
  passkeyCalls.list(),
  recordCalls.bets('7', 'settled', { platform: '-1', gameType: '-1', date: '0' }),
  recordCalls.exchange('7', 'all', '0'),
  receiptCalls.list(5),
  receiptCalls.file(6),
  chatCalls.chats(),
  chatCalls.messages(2),
  inboxCalls.page('7', 1, 10),
  referralCalls.info('7'),
  referralCalls.history('7'),
  vipCalls.points('7', 'used'),
  vipCalls.history('7'),
];
const OTHER: CallSpec[] = [
  sportsCalls.events('cricket'),
  sportsCalls.matchOdds('1.23'),
  sportsCalls.event('9'),
  sportsCalls.scoreBoard('9'),
  sportsCalls.ip(),
  authCalls.captcha('signup'),
];
/** calls only later screens make: their own lists, kept out of the registry the first paint loads */
const OUTSIDE_REGISTRY = new Set([exchangeBetEndpoints, responsibleEndpoints, receiptEndpoints, passkeyEndpoints].flatMap((l) => Object.values(l)));

describe('one description per call', () => {
  it('public calls are keyed by their name in the one list of public calls, and go to its path without a token', () => {
    for (const c of PUBLIC) {
      expect(c.key[0]).toBe(c.name);
      expect(isPublicCallName(c.key[0])).toBe(true);
      expect(c.endpoint.path).toBe(PUBLIC_CALLS[c.name as keyof typeof PUBLIC_CALLS]);
      expect(c.endpoint.auth).toBe('none');
    }
    expect(PUBLIC.map((c) => c.name).sort()).toEqual(Object.keys(PUBLIC_CALLS).sort());
  });

  it('every call sent with a token is keyed private; no other key takes a public name (it would be persisted)', () => {
    for (const c of PRIVATE) expect(c.key[0], c.name).toBe('private');
    for (const c of [...PRIVATE, ...OTHER]) {
      expect(isPublicCallName(c.key[0]), c.name).toBe(false);
      if (c.endpoint.auth !== 'none') expect(c.key[0], c.name).toBe('private');
    }
  });

  it('keys are the ones the screens and the cache used before (the persisted cache and open tabs keep working)', () => {
    expect(publicQueries.providers(['b', 'a']).queryKey).toEqual(['providers', ['a', 'b']]);
    expect(publicQueries.games('slot').queryKey).toEqual(['games', 'slot', []]);
    expect(playerQueries.user('7').queryKey).toEqual(['private', 'user', '7']);
    expect(sportsQueries.matchOdds('1.23').queryKey).toEqual(['sports', 'matchOdds', '1.23']);
    expect(betCalls.settled('a', 'b').key).toEqual(['private', 'exchange', 'bets', 'settled', 'a', 'b']);
    expect(inboxCalls.page('7', 2, 10).key).toEqual(['private', 'inbox', '7', 2, 10]);
    expect(vipCalls.points('7', 'used').key).toEqual(['private', 'vip-points', '7', 'used']);
  });

  it("a description's name is its endpoint's name in the registry the poller worker reads", () => {
    for (const c of [...PUBLIC, ...PRIVATE, ...OTHER]) {
      if (OUTSIDE_REGISTRY.has(c.endpoint)) continue;
      expect(api[c.name as keyof typeof api], c.name).toBe(c.endpoint);
    }
    for (const [name, e] of Object.entries(playerEndpoints)) expect(api[name as keyof typeof api]).toBe(e);
  });

  it('query options carry the cache options of the description and no description fields', () => {
    const o = sportsQueries.scoreBoard('9');
    expect(o).toMatchObject({ queryKey: ['sports', 'scoreBoard', '9'], staleTime: 300_000, retry: 2 });
    expect(o).not.toHaveProperty('name');
    expect(o).not.toHaveProperty('endpoint');
    expect(publicQueries.providers([]).enabled).toBe(false);
  });
});

describe('query function and poll job from the same description', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the query function asks for the described path and input', async () => {
    const asked: string[] = [];
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response('{}', { status: 200 }); // the answer's shape is not under test here
      }),
    );
    const o = publicQueries.games('slot', ['b', 'a']);
    await Promise.resolve(o.queryFn?.({ signal: new AbortController().signal } as never)).catch(() => undefined);
    expect(new URL(asked[0] ?? '').pathname).toBe('/api/get-games');
    expect(new URL(asked[0] ?? '').searchParams.get('system')).toBe('b,a');
  });

  it('a poll job names each call by its endpoint and writes its answer under the query key the screen reads, as often as the calls are described to be polled', () => {
    const job = pollJob({ id: 'odds:1.23:9', calls: [sportsCalls.matchOdds('1.23'), sportsCalls.event('9')] });
    expect(job).toEqual({
      id: 'odds:1.23:9',
      intervalMs: 300,
      dataSaverIntervalMs: 1000,
      private: false,
      calls: [
        { endpoint: 'matchOdds', params: { marketId: '1.23' }, queryKey: ['sports', 'matchOdds', '1.23'] },
        { endpoint: 'sportsEvent', params: { eventId: '9' }, queryKey: ['sports', 'event', '9'] },
      ],
    });
    expect(job.calls.map((c) => hashKey(c.queryKey))).toEqual([hashKey(sportsQueries.matchOdds('1.23').queryKey), hashKey(sportsQueries.event('9').queryKey)]);
  });

  it('a job with a call sent with the token is private; its input crosses to the worker as JSON', () => {
    const job = pollJob({ id: 'inbox:1:10', calls: [inboxCalls.page('7', 1, 10)] });
    expect(job.private).toBe(true);
    expect(JSON.parse(JSON.stringify(job))).toEqual({
      id: 'inbox:1:10',
      intervalMs: 10_000,
      dataSaverIntervalMs: 30_000,
      private: true,
      calls: [{ endpoint: 'inbox', query: { remote_id: '7', page: '1', per_page: '10' }, queryKey: ['private', 'inbox', '7', 1, 10] }],
    });
    expect(pollJob({ id: 'balance', calls: [playerCalls.balance()] })).toEqual({
      id: 'balance',
      intervalMs: 10_000,
      private: true,
      calls: [{ endpoint: 'balance', queryKey: ['private', 'balance'] }],
    });
  });

  it("a pinned market is the odds page's answer under the same key, polled less often; a call described without a poll interval is never polled", () => {
    const pinned = pollJob({ id: 'multi:1.23', calls: [sportsCalls.pinnedOdds('1.23')] });
    expect(pinned).toMatchObject({ intervalMs: 1000, dataSaverIntervalMs: 3000 });
    expect(pinned.calls[0]?.queryKey).toEqual(sportsCalls.matchOdds('1.23').key);
    expect(vipCalls.user('7').key).toEqual(playerCalls.user('7').key);
    expect(() => pollJob({ id: 'user', calls: [playerCalls.user('7')] })).toThrow(/no poll interval/);
    expect(sportsQueries.matchOdds('1.23')).not.toHaveProperty('poll');
  });
});
