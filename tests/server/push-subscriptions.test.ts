import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEVICES } from '../../server/routes/push';
import { type PushService, startPushService } from '../tools/push-service';
import { freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { lookup, rows, subscribe } from './push-helpers';

let h: Harness;
let service: PushService;
beforeAll(async () => {
  h = await startHarness();
  service = await startPushService();
});
afterAll(async () => {
  h.close();
  await service.close();
});

const count = async (playerId: string) => Number((await rows(h, 'SELECT COUNT(*) AS n FROM push_subscriptions WHERE player_id = ?', [Number(playerId)]))[0]?.n);

describe('the VAPID public key', () => {
  it('is a public call: a P-256 public key, the same on every call, never stored by a cache', async () => {
    const a = await h.req('GET', '/api/push/key');
    expect(a.status).toBe(200);
    expect(a.headers.get('Cache-Control')).toBe('no-store');
    expect(Buffer.from(a.json.public_key, 'base64url')).toHaveLength(65);
    expect((await h.req('GET', '/api/push/key')).json.public_key).toBe(a.json.public_key);
  });
});

describe("a device's subscription", () => {
  it('needs a login, and is saved with its language and switches for that player only', async () => {
    const p = await freshPlayer(h);
    const other = await freshPlayer(h);
    const sub = service.subscription();
    expect((await h.req('POST', '/api/push/subscription', { body: { endpoint: sub.endpoint, keys: sub.keys, lang: 'en', kinds: {} } })).status).toBe(401);
    const saved = await subscribe(h, p.token, sub, { lang: 'bn', kinds: { bets: false } });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({ lang: 'bn', kinds: { money: true, bets: false, messages: true, responsible: true } });
    expect(await lookup(h, p.token, sub)).toEqual(saved.json.data);
    // another player learns nothing of it
    expect(await lookup(h, other.token, sub)).toBeNull();
  });

  it('is removed when every switch is turned off', async () => {
    const p = await freshPlayer(h);
    const sub = service.subscription();
    await subscribe(h, p.token, sub);
    const off = await subscribe(h, p.token, sub, { kinds: { money: false, bets: false, messages: false, responsible: false } });
    expect(off.json.data).toBeNull();
    expect(await count(p.remote_id)).toBe(0);
  });

  it('names a push service: an address inside the network or a plain http one elsewhere is refused', async () => {
    const p = await freshPlayer(h);
    const keys = service.subscription().keys;
    for (const endpoint of ['https://10.0.0.5/push/x', 'http://example.com/push/x', 'https://evil.example/push', 'https://fcm.googleapis.com.evil.example/x']) {
      const r = await h.req('POST', '/api/push/subscription', {
        token: p.token,
        body: { endpoint, keys, lang: 'en', kinds: { money: true, bets: true, messages: true, responsible: true } },
      });
      expect(r.status, endpoint).toBe(422);
    }
    const fcm = await h.req('POST', '/api/push/subscription', {
      token: p.token,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, lang: 'en', kinds: { money: true, bets: false, messages: false, responsible: false } },
    });
    expect(fcm.status).toBe(200);
  });

  it(`is kept for at most ${MAX_DEVICES} devices of a player: a new one replaces the oldest`, async () => {
    const p = await freshPlayer(h);
    const subs = Array.from({ length: MAX_DEVICES + 1 }, () => service.subscription());
    for (const s of subs) expect((await subscribe(h, p.token, s)).status).toBe(200);
    expect(await count(p.remote_id)).toBe(MAX_DEVICES);
    expect(await lookup(h, p.token, subs[0] as (typeof subs)[0])).toBeNull();
    expect(await lookup(h, p.token, subs[MAX_DEVICES] as (typeof subs)[0])).not.toBeNull();
  });
});

describe('when logins end', () => {
  it("logging out on a device removes that device's subscription, not the others'", async () => {
    const p = await freshPlayer(h);
    const phone = await h.login(p.username, 'abc12345');
    const [a, b] = [service.subscription(), service.subscription()];
    await subscribe(h, p.token, a);
    await subscribe(h, phone.token, b);
    expect((await h.req('POST', '/api/logout', { token: p.token })).status).toBe(200);
    expect(await lookup(h, phone.token, a)).toBeNull();
    expect(await lookup(h, phone.token, b)).not.toBeNull();
  });

  it('a password change removes every subscription of the player', async () => {
    const p = await freshPlayer(h);
    const phone = await h.login(p.username, 'abc12345');
    await subscribe(h, p.token, service.subscription());
    await subscribe(h, phone.token, service.subscription());
    const r = await h.req('POST', '/api/user-pwd', {
      token: p.token,
      body: { old_password: 'abc12345', new_password: 'xyz98765', new_password_confirmation: 'xyz98765' },
    });
    expect(r.status, r.text).toBe(200);
    expect(await count(p.remote_id)).toBe(0);
  });

  it('a break or a self-exclusion removes every subscription of the player', async () => {
    for (const block of [
      { kind: 'break', duration: '24h' },
      { kind: 'exclusion', duration: '6m' },
    ]) {
      const p = await freshPlayer(h);
      const phone = await h.login(p.username, 'abc12345');
      await subscribe(h, p.token, service.subscription());
      await subscribe(h, phone.token, service.subscription());
      const r = await h.req('POST', '/api/responsible-gaming/block', { token: p.token, body: { ...block, password: 'abc12345', confirm: true } });
      expect(r.status, r.text).toBe(200);
      expect(await count(p.remote_id)).toBe(0);
    }
  });

  it('are removed by the logins ending themselves, also on a database that does not enforce foreign keys', async () => {
    await h.ctx.db.execute('PRAGMA foreign_keys = OFF');
    try {
      const p = await freshPlayer(h);
      const phone = await h.login(p.username, 'abc12345');
      const [a, b] = [service.subscription(), service.subscription()];
      await subscribe(h, p.token, a);
      await subscribe(h, phone.token, b);
      expect((await h.req('POST', '/api/logout', { token: p.token })).status).toBe(200);
      expect(await lookup(h, phone.token, a)).toBeNull();
      expect(await count(p.remote_id)).toBe(1);
      const r = await h.req('POST', '/api/user-pwd', {
        token: phone.token,
        body: { old_password: 'abc12345', new_password: 'xyz98765', new_password_confirmation: 'xyz98765' },
      });
      expect(r.status, r.text).toBe(200);
      expect(await count(p.remote_id)).toBe(0);
    } finally {
      await h.ctx.db.execute('PRAGMA foreign_keys = ON');
    }
  });
});
