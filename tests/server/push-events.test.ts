import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushSender, pushSender } from '../../server/push/sender';
import { MatchOddsAnswer, SportEventsAnswer } from '../../src/api/contract/exchange';
import { type PushService, startPushService } from '../tools/push-service';
import { adminReq, freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { pushesTo, rows, subscribe } from './push-helpers';

let h: Harness;
let service: PushService;
let sender: PushSender;
beforeAll(async () => {
  h = await startHarness();
  service = await startPushService();
  sender = pushSender(h.ctx);
});
afterAll(async () => {
  h.close();
  await service.close();
});

describe('bets', () => {
  it('a settled exchange bet tells its profit or loss and opens the bet in the history', async () => {
    const p = await freshPlayer(h, { balance: 1_000_000 });
    const phone = service.subscription();
    await subscribe(h, p.token, phone);
    const events = v.parse(SportEventsAnswer, (await h.req('GET', '/api/sports-events/soccer')).json);
    const e = events.find((x) => x.Status === 'inplay');
    if (!e) throw new Error('no in-play event');
    await h.dev('POST', '/api/dev/sports', { action: 'freeze', frozen: true });
    const [runner] = v.parse(MatchOddsAnswer, (await h.req('GET', `/api/match-odds/${e.MarketId}`)).json)[0]?.runners ?? [];
    const odds = runner?.ex.availableToBack[0]?.price;
    const placed = await h.req('POST', '/api/exchange/bets', {
      token: p.token,
      body: {
        idempotency_key: `push-${Date.now()}`,
        event_id: e.EventId,
        market_id: e.MarketId,
        market: 'odds',
        selection_id: runner?.selectionId,
        side: 'back',
        odds: String(odds),
        stake: '100',
      },
    });
    expect(placed.status, placed.text).toBe(201);
    await h.dev('POST', '/api/dev/sports', { action: 'set', eventId: e.EventId, result: { winner: 0 } });
    await h.dev('POST', '/api/dev/sports', { action: 'set', eventId: e.EventId, status: 'closed' });
    await sender.runOnce();
    const [push] = await pushesTo(h, service, phone);
    const profit = ((Number(odds) - 1) * 100).toFixed(2);
    expect(push?.title).toBe(`Bet won: +৳ ${profit}`);
    const [bet] = await rows(h, 'SELECT event_name, selection_name FROM exchange_records WHERE player_id = ?', [Number(p.remote_id)]);
    expect(push?.body).toMatch(/^.+: .+ \(\d{4}-\d\d-\d\d \d\d:\d\d GMT\+6\)$/);
    expect(push?.body.startsWith(`${String(bet?.event_name)}: ${String(bet?.selection_name)} (`)).toBe(true);
    expect(push?.url).toBe(`/exchange-history?bet=${encodeURIComponent(String(placed.json.bet.transaction_id))}`);
  });
});

describe('messages', () => {
  it("an operator's inbox message is pushed with its title, the unread count for the icon, and opens the message", async () => {
    const p = await freshPlayer(h);
    const phone = service.subscription();
    await subscribe(h, p.token, phone, { lang: 'bn' });
    const sent = await adminReq(h, '/api/admin/inbox', { username: p.username, title: 'Weekend cashback', message: 'Ten per cent back on Saturday.' });
    expect(sent.status).toBe(201);
    await sender.runOnce();
    const [push] = await pushesTo(h, service, phone);
    expect(push).toMatchObject({ title: 'নতুন বার্তা', body: 'Weekend cashback', url: `/inbox?id=${sent.json.data.id}`, lang: 'bn' });
    expect(push?.badge).toBe(
      Number((await rows(h, 'SELECT COUNT(*) AS n FROM inbox_messages WHERE player_id = ? AND is_read = 0', [Number(p.remote_id)]))[0]?.n),
    );
  });

  it('the operator can message one player or everyone, with the admin secret, a few times a minute', async () => {
    const [a, b] = [await freshPlayer(h), await freshPlayer(h)];
    const [pa, pb] = [service.subscription(), service.subscription()];
    await subscribe(h, a.token, pa);
    await subscribe(h, b.token, pb, { kinds: { messages: false } });
    const body = { everyone: true, title: 'Site maintenance tonight', message: 'From 02:00 to 03:00.' };
    expect((await adminReq(h, '/api/admin/messages', body, 'wrong')).status).toBe(403);
    expect((await adminReq(h, '/api/admin/messages', { ...body, username: a.username })).status).toBe(422);
    const all = await adminReq(h, '/api/admin/messages', body);
    expect(all.status).toBe(201);
    expect(all.json.data.players).toBeGreaterThan(2);
    expect((await adminReq(h, '/api/admin/messages', { ...body, title: 'Again' })).status).toBe(429);
    const one = await adminReq(h, '/api/admin/messages', { username: b.username, title: 'Hello B', message: 'Only for you.' });
    expect(one.status).toBe(201);
    await sender.runOnce();
    expect((await pushesTo(h, service, pa)).map((x) => x.body)).toEqual(['Site maintenance tonight']);
    // b's Messages switch is off: the inbox has both, the phone neither
    expect(await pushesTo(h, service, pb)).toEqual([]);
    const inbox = await h.req('GET', `/api/inbox?remote_id=${b.remote_id}`, { token: b.token });
    expect(inbox.json.data.data.map((m: { title: string }) => m.title)).toEqual(['Hello B', 'Site maintenance tonight']);
  });
});

describe('responsible gaming', () => {
  const setDaily = (p: { token: string }, daily: string | null) =>
    h.req('POST', '/api/responsible-gaming/limits', { token: p.token, body: { kind: 'deposit', limits: { daily } } });

  it('a raised limit is pushed when it takes effect after its 24 hours, not before; a withdrawn raise never', async () => {
    const p = await freshPlayer(h);
    const q = await freshPlayer(h);
    const [pp, qp] = [service.subscription(), service.subscription()];
    await subscribe(h, p.token, pp);
    await subscribe(h, q.token, qp);
    for (const x of [p, q]) {
      expect((await setDaily(x, '1000')).status).toBe(200);
      expect((await setDaily(x, '5000')).status).toBe(200);
    }
    expect((await setDaily(q, '1000')).status).toBe(200); // q asks for what is in force: the raise is withdrawn
    await sender.runOnce();
    expect(await pushesTo(h, service, pp)).toEqual([]);
    h.ctx.clock.set(24 * 3600_000 + 1000);
    await sender.runOnce();
    h.ctx.clock.set(0);
    const [push, ...more] = await pushesTo(h, service, pp);
    expect(more).toEqual([]);
    expect(push).toMatchObject({ title: 'Your daily deposit limit is now ৳ 5,000.00', url: '/responsible-gaming' });
    expect(await pushesTo(h, service, qp)).toEqual([]);
  });
});
