import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import {
  GamesAnswer,
  GeneralAnswer,
  LogoAnswer,
  PromotionDetail,
  PromotionsAnswer,
  ProvidersAnswer,
  SlidersAnswer,
  SocialLinks,
  SystemsAnswer,
  TypesAnswer,
} from '../../src/api/contract/public';
import { type Harness, startHarness } from './harness';

/** The public calls of issue 2: same answer for everyone, parsed with the contract schemas. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (path: string, token?: string) => h.req('GET', path, { token: token ?? null });

describe('site content', () => {
  it('GET /api/logo: a list whose first record has the four images', async () => {
    const r = await get('/api/logo');
    expect(r.status).toBe(200);
    const logo = v.parse(LogoAnswer, r.json)[0];
    expect(logo).toBeDefined();
    // the images it names are served, as rasters: an SVG logo's text is laid out and painted on the
    // page's main thread (its fonts found first)
    for (const k of ['logo', 'mobile_logo', 'loader_logo', 'favicon'] as const) {
      expect(logo?.[k]).toMatch(/^\/storage\/logo\/.+\.webp$/);
      const image = await h.req('GET', String(logo?.[k]));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.text.startsWith('RIFF')).toBe(true);
      // readable by a PWA on another host, so its service worker can store the picture
      expect(image.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
    expect((await h.req('GET', '/storage/logo/favicon.svg')).text).toContain('<svg');
  });

  it('GET /api/general: site_status 1, notices and support mail', async () => {
    const r = await get('/api/general');
    expect(r.status).toBe(200);
    const g = v.parse(GeneralAnswer, r.json)[0];
    expect(g?.site_status).toBe(1);
    expect(g?.notice.length).toBeGreaterThan(0);
    expect(g?.support_mail).toMatch(/@/);
    expect(g?.site_title).toBeTruthy();
    expect(r.json[0]).not.toHaveProperty('id');
  });

  it('GET /api/general follows the test control to maintenance and back', async () => {
    await h.dev('POST', '/api/dev/general', { site_status: 0 });
    expect(v.parse(GeneralAnswer, (await get('/api/general')).json)[0]?.site_status).toBe(0);
    await h.dev('POST', '/api/dev/general', { site_status: 1 });
    expect(v.parse(GeneralAnswer, (await get('/api/general')).json)[0]?.site_status).toBe(1);
  });

  it('an injected fault with an agent reaches only the requests of that User-Agent', async () => {
    await h.dev('POST', '/api/dev/fault', { path: '/api/sociallink', status: 500, agent: 'fault-scope-1' });
    try {
      expect((await h.req('GET', '/api/sociallink', { headers: { 'User-Agent': 'Mozilla/5.0 fault-scope-1' } })).status).toBe(500);
      expect((await h.req('GET', '/api/sociallink', { headers: { 'User-Agent': 'Mozilla/5.0 another-test' } })).status).toBe(200);
      expect((await get('/api/sociallink')).status).toBe(200);
    } finally {
      await h.dev('POST', '/api/dev/fault', { path: '/api/sociallink' });
    }
  });

  it('GET /api/sliders: active sliders of the three types', async () => {
    const r = await get('/api/sliders');
    const sliders = v.parse(SlidersAnswer, r.json);
    expect(new Set(sliders.map((s) => s.slider_type))).toEqual(new Set(['Main', 'Favourite', 'Features']));
    expect(sliders.every((s) => s.status === 'active')).toBe(true);
    expect(sliders.every((s) => s.thubmnail.startsWith('/storage/'))).toBe(true);
  });

  it('GET /api/sociallink: whatsapp, facebook, telegram', async () => {
    const s = v.parse(SocialLinks, (await get('/api/sociallink')).json);
    expect(s.whatsapp).toBeTruthy();
    expect(s.facebook).toBeTruthy();
    expect(s.telegram).toBeTruthy();
  });
});

describe('catalogue', () => {
  it('GET /api/get-system: systems of a type, LIVE by default, a message when none', async () => {
    const live = v.parse(SystemsAnswer, (await get('/api/get-system')).json);
    expect(live.systems.length).toBeGreaterThan(0);
    const explicit = v.parse(SystemsAnswer, (await get('/api/get-system?type=LIVE')).json);
    expect(explicit.systems).toEqual(live.systems);
    const slot = v.parse(SystemsAnswer, (await get('/api/get-system?type=slot')).json);
    expect(slot.systems.length).toBeGreaterThan(0);
    const none = v.parse(SystemsAnswer, (await get('/api/get-system?type=NOPE')).json);
    expect(none.systems).toEqual([]);
    expect(none.message).toBeTruthy();
  });

  it('GET /api/get-provider: providers of a JSON list of systems (or a comma list)', async () => {
    const systems = v.parse(SystemsAnswer, (await get('/api/get-system?type=SLOT')).json).systems;
    const q = encodeURIComponent(JSON.stringify(systems));
    const r = v.parse(ProvidersAnswer, (await get(`/api/get-provider?system=${q}`)).json);
    expect(r.data.map((p) => p.platform).sort()).toEqual([...new Set(systems)].sort());
    expect(r.data.every((p) => p.name.length > 0)).toBe(true);
    const comma = v.parse(ProvidersAnswer, (await get(`/api/get-provider?system=${encodeURIComponent(systems.join(','))}`)).json);
    expect(comma.data.length).toBe(r.data.length);
    const empty = v.parse(ProvidersAnswer, (await get('/api/get-provider?system=%5B%5D')).json);
    expect(empty.data).toEqual([]);
    expect(empty.message).toBeTruthy();
  });

  it('GET /api/get-provider refuses a missing system with 422', async () => {
    expect((await get('/api/get-provider')).status).toBe(422);
  });

  it('GET /api/get-type: the category types, with or without a token', async () => {
    const types = v.parse(TypesAnswer, (await get('/api/get-type')).json).types;
    for (const t of ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'FH', 'LOTTO']) expect(types).toContain(t);
    const { token } = await h.login();
    expect(v.parse(TypesAnswer, (await get('/api/get-type', token)).json).types).toEqual(types);
  });

  it('GET /api/get-games: at least 200 games across the types, each with a poster that is served', async () => {
    const types = v.parse(TypesAnswer, (await get('/api/get-type')).json).types;
    let total = 0;
    for (const type of types) {
      const games = v.parse(GamesAnswer, (await get(`/api/get-games?type=${type}`)).json).games;
      expect(games.every((g) => g.type === type)).toBe(true);
      total += games.length;
    }
    expect(total).toBeGreaterThanOrEqual(200);
    const first = v.parse(GamesAnswer, (await get('/api/get-games?type=SLOT')).json).games[0];
    expect(first?.poster).toBeTruthy();
    const poster = await h.req('GET', String(first?.poster));
    expect(poster.status).toBe(200);
    // a raster, as a game provider's: an SVG poster is a document the page's main thread paints
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect(poster.text.startsWith('RIFF')).toBe(true);
    expect(poster.text).toContain('WEBP');
  });

  it('GET /storage/posters: the SVG form of a poster is still served, and an over-long code is refused', async () => {
    const svg = await h.req('GET', '/storage/posters/JILI-SLOT-001.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toContain('<svg');
    expect((await h.req('GET', `/storage/posters/${'x'.repeat(65)}.webp`)).status).toBe(404);
  });

  it("GET /storage/banners: the hero's banners are rasters too (an SVG banner is laid out and painted on the page's main thread)", async () => {
    const main = v.parse(SlidersAnswer, (await get('/api/sliders')).json).filter((s) => s.slider_type === 'Main');
    expect(main.length).toBeGreaterThan(1);
    for (const slide of main) {
      const banner = await h.req('GET', String(slide.thubmnail));
      expect(banner.status).toBe(200);
      expect(banner.headers.get('content-type')).toBe('image/webp');
      expect(banner.text.startsWith('RIFF')).toBe(true);
    }
    const svg = await h.req('GET', '/storage/banners/Welcome-Bonus.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect((await h.req('GET', `/storage/banners/${'x'.repeat(65)}.webp`)).status).toBe(404);
  });

  it('GET /api/get-games filters by a comma list of systems', async () => {
    const all = v.parse(GamesAnswer, (await get('/api/get-games?type=SLOT')).json).games;
    const platform = all[0]?.platform ?? '';
    const one = v.parse(GamesAnswer, (await get(`/api/get-games?type=SLOT&system=${platform}`)).json).games;
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThanOrEqual(all.length);
    expect(one.every((g) => g.platform === platform)).toBe(true);
  });

  it('GET /api/get-games: an empty list with a message for an unknown type, 422 without a type', async () => {
    const none = v.parse(GamesAnswer, (await get('/api/get-games?type=NOPE')).json);
    expect(none.games).toEqual([]);
    expect(none.message).toBeTruthy();
    expect((await get('/api/get-games')).status).toBe(422);
  });
});

describe('promotions and payment methods', () => {
  it('GET /api/promotion: the list with ids and statuses (display ones among them)', async () => {
    const list = v.parse(PromotionsAnswer, (await get('/api/promotion')).json);
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((p) => p.status === 'display')).toBe(true);
    expect(list.every((p) => Number.isInteger(p.id))).toBe(true);
  });

  it('GET /api/promotions/{id}: the detail, 404 for an unknown id, 422 for what is not an id', async () => {
    const list = v.parse(PromotionsAnswer, (await get('/api/promotion')).json);
    const id = list[0]?.id;
    const r = await get(`/api/promotions/${id}`);
    expect(r.status).toBe(200);
    const detail = v.parse(v.looseObject({ data: PromotionDetail }), r.json).data;
    expect(detail.id).toBe(id);
    expect(detail.name).toBe(list[0]?.name);
    expect((await get('/api/promotions/999999')).status).toBe(404);
    for (const bad of ['not-a-number', 'Infinity', '1e999', '0', '-1']) {
      const refused = await get(`/api/promotions/${bad}`);
      expect(refused.status, bad).toBe(422);
      expect(refused.json.errors.id).toEqual(['The id must be a number.']);
    }
  });

  it('GET /api/payment-methods: a list, with or without a token', async () => {
    const r = v.parse(PaymentMethodsAnswer, (await get('/api/payment-methods')).json);
    const list = Array.isArray(r) ? r : r.pgs;
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((m) => m.name === 'bKash')).toBe(true);
    const { token } = await h.login();
    expect((await get('/api/payment-methods', token)).status).toBe(200);
  });
});

describe('unknown calls', () => {
  it('answer 404 with a message, not the app shell', async () => {
    const r = await get('/api/does-not-exist');
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('Not found');
  });
});
