import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventAnswer, IpAnswer, MatchOddsAnswer, SportEventsAnswer, SPORTS, type SportEventItem } from '../../src/api/contract/exchange';
import { extractScoreFrameUrl } from '../../src/features/exchange/logic/score-board';
import { type Harness, startHarness } from './harness';

let h: Harness;
let cricket: SportEventItem[];
beforeAll(async () => {
  h = await startHarness();
  const r = await h.req('GET', '/api/sports-events/cricket');
  cricket = v.parse(SportEventsAnswer, r.json);
});
afterAll(() => h.close());

const inplayCricket = () => {
  const e = cricket.find((x) => x.Status === 'inplay' && x.Fancy === 1 && x.Bookmaker === 1);
  if (!e) throw new Error('no in-play cricket event with fancy and bookmaker');
  return e;
};

describe('sports events', () => {
  it.each(SPORTS)('lists %s events in the contract shape, with start time and state', async (sport) => {
    const r = await h.req('GET', `/api/sports-events/${sport}`);
    expect(r.status).toBe(200);
    const list = v.parse(SportEventsAnswer, r.json);
    expect(list.length).toBeGreaterThan(2);
    for (const e of list) {
      expect(Number.isNaN(Date.parse(e.StartTime ?? ''))).toBe(false);
      expect(['upcoming', 'inplay', 'closed']).toContain(e.Status);
    }
    expect(list.some((e) => e.Status === 'inplay')).toBe(true);
    expect(list.some((e) => e.Status === 'closed')).toBe(true);
  });

  it('answers 404 for an unknown sport', async () => {
    expect((await h.req('GET', '/api/sports-events/golf')).status).toBe(404);
  });
});

describe('match odds', () => {
  it('is an array whose first item has inplay and runners with back and lay ladders', async () => {
    const e = inplayCricket();
    const r = await h.req('GET', `/api/match-odds/${e.MarketId}`);
    expect(r.status).toBe(200);
    const [first] = v.parse(MatchOddsAnswer, r.json);
    expect(first?.inplay).toBe(true);
    expect(first?.runners).toHaveLength(2);
    for (const runner of first?.runners ?? []) {
      expect(runner.ex.availableToBack).toHaveLength(3);
      expect(runner.ex.availableToLay).toHaveLength(3);
      const bestBack = runner.ex.availableToBack[0]?.price ?? 0;
      const bestLay = runner.ex.availableToLay[0]?.price ?? 0;
      expect(bestLay).toBeGreaterThan(bestBack);
    }
  });

  it('moves prices as the simulation clock steps on', async () => {
    const e = inplayCricket();
    await h.dev('POST', '/api/dev/sports', { action: 'freeze', frozen: true });
    const prices = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const r = await h.req('GET', `/api/match-odds/${e.MarketId}`);
      prices.add(JSON.stringify(v.parse(MatchOddsAnswer, r.json)[0]?.runners.map((x) => x.ex)));
      await h.dev('POST', '/api/dev/sports', { action: 'tick', steps: 3 });
    }
    await h.dev('POST', '/api/dev/sports', { action: 'reset' });
    expect(prices.size).toBeGreaterThan(3);
  });

  it('is deterministic for a frozen clock', async () => {
    const e = inplayCricket();
    await h.dev('POST', '/api/dev/sports', { action: 'freeze', frozen: true });
    const a = await h.req('GET', `/api/match-odds/${e.MarketId}`);
    const b = await h.req('GET', `/api/match-odds/${e.MarketId}`);
    await h.dev('POST', '/api/dev/sports', { action: 'reset' });
    expect(a.json[0].runners).toEqual(b.json[0].runners);
  });

  it('answers 404 for an unknown market', async () => {
    expect((await h.req('GET', '/api/match-odds/1.999')).status).toBe(404);
  });
});

describe('event detail', () => {
  it('holds data.items keyed by the event id with fancy2 and bookmaker', async () => {
    const e = inplayCricket();
    const r = await h.req('GET', `/api/event/${e.EventId}`);
    const out = v.parse(EventAnswer, r.json);
    const item = out.data.items[e.EventId];
    expect(item).toBeDefined();
    const fancy = Object.values(item?.fancy2 ?? {});
    expect(fancy.length).toBeGreaterThan(5);
    expect(new Set(fancy.map((f) => f.type))).toEqual(new Set([2, 3, 4, 5, 6]));
    const book = Object.values(item?.bookmaker ?? {})[0];
    expect(Array.isArray(book?.runners) ? book.runners.length : 0).toBe(2);
  });

  it('lets a test force ball running and suspended rows', async () => {
    const e = inplayCricket();
    const fancyId = `${e.EventId}-F2`;
    await h.dev('POST', '/api/dev/sports', { action: 'set', eventId: e.EventId, bookmaker: { index: 0, ball_running: 1 } });
    await h.dev('POST', '/api/dev/sports', { action: 'set', eventId: e.EventId, fancy: { id: fancyId, ball_running: 0, suspended: 1 } });
    const out = v.parse(EventAnswer, (await h.req('GET', `/api/event/${e.EventId}`)).json);
    const item = out.data.items[e.EventId];
    const book = Object.values(item?.bookmaker ?? {})[0];
    const rows = Array.isArray(book?.runners) ? book.runners : [];
    expect(rows[0]?.ball_running).toBe(1);
    expect(item?.fancy2[fancyId]?.suspended).toBe(1);
    expect(item?.fancy2[fancyId]?.ball_running).toBe(0);
    await h.dev('POST', '/api/dev/sports', { action: 'reset' });
  });

  it('forces an event state, which the list and the match odds report', async () => {
    const e = cricket.find((x) => x.Status === 'upcoming');
    if (!e) throw new Error('no upcoming event');
    await h.dev('POST', '/api/dev/sports', { action: 'set', eventId: e.EventId, status: 'inplay' });
    const odds = v.parse(MatchOddsAnswer, (await h.req('GET', `/api/match-odds/${e.MarketId}`)).json);
    expect(odds[0]?.inplay).toBe(true);
    const list = v.parse(SportEventsAnswer, (await h.req('GET', '/api/sports-events/cricket')).json);
    expect(list.find((x) => x.EventId === e.EventId)?.Status).toBe('inplay');
    await h.dev('POST', '/api/dev/sports', { action: 'reset' });
  });

  it('a sport whose matches in play were all closed early gets a new match in play at once', async () => {
    const soccer = async () => v.parse(SportEventsAnswer, (await h.req('GET', '/api/sports-events/soccer')).json);
    const before = (await soccer()).filter((x) => x.Status === 'inplay');
    expect(before.length).toBeGreaterThan(0);
    for (const e of before) await h.dev('POST', '/api/dev/sports', { action: 'set', eventId: e.EventId, status: 'closed' });
    const after = await soccer();
    for (const e of before) expect(after.find((x) => x.EventId === e.EventId)?.Status).toBe('closed');
    const fresh = after.filter((x) => x.Status === 'inplay');
    expect(fresh).toHaveLength(1);
    expect(before.map((x) => x.EventId)).not.toContain(fresh[0]?.EventId);
    await h.dev('POST', '/api/dev/sports', { action: 'reset' });
  });

  it('refuses a bad test control body', async () => {
    expect((await h.dev('POST', '/api/dev/sports', { action: 'jump' })).status).toBe(422);
  });
});

describe('score, stream, ip and the exchange landing', () => {
  it('serves a score board whose script names an http frame address the client can extract', async () => {
    const e = inplayCricket();
    const r = await h.req('GET', `/api/score/board/${e.EventId}`);
    expect(r.status).toBe(200);
    const url = extractScoreFrameUrl(r.text);
    expect(url).toMatch(new RegExp(`^http://localhost/api/score/frame/${e.EventId}$`));
    const frame = await h.req('GET', `/api/score/frame/${e.EventId}`);
    expect(frame.text).toContain(e.Event.replace(/'/g, '&#39;'));
  });

  it('answers the ip lookup in json', async () => {
    const r = await h.req('GET', '/api/ip?format=json');
    expect(v.parse(IpAnswer, r.json).ip).toBeTruthy();
    expect((await h.req('GET', '/api/ip')).status).toBe(422);
  });

  it('escapes the viewer ip on the stream placeholder', async () => {
    const r = await h.req('GET', `/api/stream/${inplayCricket().EventId}?userip=${encodeURIComponent('<script>x</script>')}`);
    expect(r.text).not.toContain('<script>x');
    expect(r.text).toContain('&#60;script&#62;');
  });

  it('lets an exchange token in and refuses a session token or none', async () => {
    const login = (await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'demo12345' } })).json;
    const ok = await h.req('GET', `/exchange-site?token=${encodeURIComponent(login.exchange[0].token)}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('Welcome to the exchange, demoplayer');
    expect((await h.req('GET', `/exchange-site?token=${encodeURIComponent(login.token)}`)).status).toBe(401);
    expect((await h.req('GET', '/exchange-site')).status).toBe(401);
  });

  it('refuses a player whose upline blocked the exchange, even with a valid exchange token', async () => {
    const login = (await h.req('POST', '/api/login', { body: { username: 'blockedplayer', password: 'demo12345' } })).json;
    const r = await h.req('GET', `/exchange-site?token=${encodeURIComponent(login.exchange[0].token)}`);
    expect(r.status).toBe(403);
    expect(r.text).toContain('This section is blocked by Your Upline.');
    expect(r.text).not.toContain('Welcome to the exchange');
  });
});
