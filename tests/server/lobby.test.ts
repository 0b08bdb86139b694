import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRunAnswer, PlayerLoginAnswer } from '../../src/api/contract/lobby';
import { GamesAnswer, ProvidersAnswer, SystemsAnswer } from '../../src/api/contract/public';
import { type Harness, startHarness } from './harness';

let h: Harness;
let demo: { token: string; remote_id: string };
let blocked: { token: string; remote_id: string };
beforeAll(async () => {
  h = await startHarness();
  demo = await h.login();
  blocked = await h.login('blockedplayer', 'demo12345');
});
afterAll(() => h.close());

const payload = (over: Record<string, unknown> = {}) => ({
  userId: demo.remote_id,
  externalURL: 'http://127.0.0.1:4322',
  isMobileLogin: true,
  gameCode: 'JILI-SLOT-001',
  gameType: 'SLOT',
  platform: 'JILI',
  ...over,
});

describe('game-run', () => {
  it('opens a demo game page with a strict CSP for the player', async () => {
    const r = await h.req('POST', '/api/game-run', { body: payload(), token: demo.token });
    expect(r.status).toBe(200);
    const out = v.parse(GameRunAnswer, r.json);
    const url = new URL(out.url);
    expect(url.protocol).toMatch(/^https?:$/);
    const page = await h.ctx.db.execute('SELECT game_code, is_mobile FROM game_sessions');
    expect(page.rows.at(-1)?.game_code).toBe('JILI-SLOT-001');
    const res = await createAppRequest(url.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    const body = await res.text();
    expect(body).toContain('<canvas');
    expect(body).toContain('demoplayer');
  });

  it('opens the provider lobby (its first game) when the home link gives only platform and type', async () => {
    const r = await h.req('POST', '/api/game-run', {
      body: payload({ gameCode: '', platform: 'SPRIBE', gameType: 'CRASH', isMobileLogin: false }),
      token: demo.token,
    });
    expect(r.status).toBe(200);
    const row = await h.ctx.db.execute('SELECT game_code, is_mobile FROM game_sessions ORDER BY created_at DESC, rowid DESC LIMIT 1');
    expect(row.rows[0]?.game_code).toBe('SPRIBE-CRASH-001');
    expect(Number(row.rows[0]?.is_mobile)).toBe(0);
  });

  it('a featured game opens under its own name: the card, the game bar and the game page say the same', async () => {
    const sliders = (await h.req('GET', '/api/sliders')).json as Array<{ slider_type: string; name: string; link: string }>;
    const featured = sliders.filter((x) => x.slider_type === 'Features');
    expect(featured.length).toBeGreaterThan(0);
    for (const f of featured) {
      // as the home launches it: the link split on its hyphen into platform and type, no game code
      const [platform = '', gameType = ''] = f.link.split('-');
      const r = await h.req('POST', '/api/game-run', { body: payload({ gameCode: '', platform, gameType }), token: demo.token });
      const page = await (await createAppRequest(new URL(v.parse(GameRunAnswer, r.json).url).pathname)).text();
      expect(/<h1>([^<]*)<\/h1>/.exec(page)?.[1], f.link).toBe(f.name);
    }
  });

  it('refuses without a token, for another player, for an unknown game and a bad payload', async () => {
    expect((await h.req('POST', '/api/game-run', { body: payload() })).status).toBe(401);
    expect((await h.req('POST', '/api/game-run', { body: payload({ userId: blocked.remote_id }), token: demo.token })).status).toBe(403);
    const unknown = await h.req('POST', '/api/game-run', { body: payload({ gameCode: 'NOPE-1' }), token: demo.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Game not found');
    expect((await h.req('POST', '/api/game-run', { body: { userId: demo.remote_id }, token: demo.token })).status).toBe(422);
  });

  it('an unknown game session answers 404 without a script', async () => {
    const res = await createAppRequest('/api/demo-game/not-a-token');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<script');
  });
});

describe('player-login', () => {
  it('gives an access token that opens the lucky-sports frame, and is not a bearer token', async () => {
    const r = await h.req('POST', '/api/player-login', { body: { user_id: demo.remote_id }, token: demo.token });
    expect(r.status).toBe(200);
    const { access_token } = v.parse(PlayerLoginAnswer, r.json);
    const page = await createAppRequest(`/api/lucky-sports?access_token=${encodeURIComponent(access_token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Lucky Sports');
    expect((await h.req('POST', '/api/balance', { token: access_token })).status).toBe(401);
    expect((await createAppRequest('/api/lucky-sports?access_token=wrong')).status).toBe(401);
  });

  it('refuses another player and a guest', async () => {
    expect((await h.req('POST', '/api/player-login', { body: { user_id: blocked.remote_id }, token: demo.token })).status).toBe(403);
    expect((await h.req('POST', '/api/player-login', { body: { user_id: demo.remote_id } })).status).toBe(401);
  });
});

describe('catalogue', () => {
  it('lists systems and providers per type', async () => {
    const sys = v.parse(SystemsAnswer, (await h.req('GET', '/api/get-system?type=SLOT')).json);
    expect(sys.systems).toEqual(expect.arrayContaining(['JILI', 'PG', 'KA', 'RT', 'SG']));
    const prov = v.parse(ProvidersAnswer, (await h.req('GET', `/api/get-provider?system=${encodeURIComponent(JSON.stringify(sys.systems))}`)).json);
    expect(prov.data.map((p) => p.platform).sort()).toEqual([...sys.systems].sort());
    expect(prov.data.find((p) => p.platform === 'PG')?.name).toBe('PG Soft');
    const sports = v.parse(SystemsAnswer, (await h.req('GET', '/api/get-system?type=SPORTS')).json);
    expect(sports.systems).toEqual(expect.arrayContaining(['SBO', 'LUCKY', 'HORSEBOOK']));
    const none = await h.req('GET', '/api/get-system?type=NOPE');
    expect(none.json.systems).toEqual([]);
  });

  it('lists games per type and system with display order and creation time', async () => {
    const all = v.parse(GamesAnswer, (await h.req('GET', '/api/get-games?type=SLOT')).json);
    expect(all.games.length).toBe(90);
    expect(all.games.every((g) => g.type === 'SLOT')).toBe(true);
    const orders = all.games.map((g) => g.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(all.games.every((g) => !Number.isNaN(Date.parse(g.created_at)))).toBe(true);
    const two = v.parse(GamesAnswer, (await h.req('GET', '/api/get-games?type=SLOT&system=JILI,PG')).json);
    expect(new Set(two.games.map((g) => g.platform))).toEqual(new Set(['JILI', 'PG']));
  });

  it('sliders of each type and promotions with categories', async () => {
    const sliders = (await h.req('GET', '/api/sliders')).json as Array<{ slider_type: string; link: string }>;
    for (const t of ['Main', 'Favourite', 'Features']) expect(sliders.some((s) => s.slider_type === t)).toBe(true);
    expect(sliders.filter((s) => s.slider_type === 'Features').every((s) => /^[A-Z0-9]+-[A-Z]+$/.test(s.link))).toBe(true);
    const promos = (await h.req('GET', '/api/promotion')).json as Array<{ id: number; categories: string[] }>;
    expect(promos.every((p) => Array.isArray(p.categories))).toBe(true);
    const first = promos[0];
    const detail = await h.req('GET', `/api/promotions/${first?.id}`);
    expect(detail.json.data.id).toBe(first?.id);
  });

  it('market block answers per player', async () => {
    expect((await h.req('GET', '/api/market/block', { token: demo.token })).json.data).toEqual([]);
    const b = (await h.req('GET', '/api/market/block', { token: blocked.token })).json.data[0];
    expect(Number(b.exchange_market)).toBe(1);
  });
});

/** The raw response (headers included) of a GET on the same app. */
async function createAppRequest(path: string): Promise<Response> {
  const { createApp } = await import('../../server/app');
  return createApp(h.ctx).request(path);
}
