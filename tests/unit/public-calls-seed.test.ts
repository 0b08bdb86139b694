import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../src/api/client';
import type { AnyEndpoint } from '../../src/api/calls/define';
import { PUBLIC_CALLS, type PublicCallName } from '../../src/api/public-calls';
import { publicCalls } from '../../src/api/calls/public';
import { type Harness, startHarness } from '../server/harness';

/**
 * Every public call, made by the app's own client with the app's own inputs, at the largest values the
 * seeded catalogue produces (every category, with all of its systems: Sports has nine): each is
 * answered, in the contract's shape. A limit that refused the app's own call (get-provider with the
 * nine systems of Sports was answered 422, so its provider chips never loaded) fails here.
 */
let h: Harness;
let catalogue: Array<{ type: string; systems: string[] }>;
beforeAll(async () => {
  h = await startHarness();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => h.app.request(url, init));
  const rows = await h.ctx.db.execute('SELECT type, system FROM providers UNION SELECT type, platform FROM games ORDER BY 1, 2');
  const byType = new Map<string, string[]>();
  for (const r of rows.rows) byType.set(String(r.type), [...(byType.get(String(r.type)) ?? []), String(r.system)]);
  catalogue = [...byType].map(([type, systems]) => ({ type, systems }));
});
afterAll(() => {
  vi.unstubAllGlobals();
  h.close();
});

type Described = { endpoint: AnyEndpoint; params?: Record<string, string | number>; query?: unknown };

/** The calls the screens make for each public call, from the seeded catalogue. */
const inputs = (): Record<PublicCallName, Described[]> => ({
  logo: [publicCalls.logo()],
  general: [publicCalls.general()],
  sliders: [publicCalls.sliders()],
  sociallink: [publicCalls.sociallink()],
  types: [publicCalls.types()],
  promotions: [publicCalls.promotions()],
  systems: catalogue.map((c) => publicCalls.systems(c.type)),
  providers: catalogue.map((c) => publicCalls.providers(c.systems)),
  games: catalogue.flatMap((c) => [publicCalls.games(c.type), publicCalls.games(c.type, c.systems)]),
});

describe('public calls at the largest inputs of the seeded catalogue', () => {
  it('cover every public call, and the largest list of systems is far over a short text cap', () => {
    expect(Object.keys(inputs()).sort()).toEqual(Object.keys(PUBLIC_CALLS).sort());
    const largest = Math.max(...catalogue.map((c) => c.systems.length));
    expect(largest).toBeGreaterThanOrEqual(9);
    expect(Math.max(...catalogue.map((c) => JSON.stringify(c.systems).length))).toBeGreaterThan(50);
  });

  it.each(Object.keys(PUBLIC_CALLS) as PublicCallName[])('%s: every input is answered in the contract shape', async (name) => {
    const refused: string[] = [];
    for (const d of inputs()[name]) {
      await call(d.endpoint, { params: d.params, query: d.query } as never).catch((e: Error) => refused.push(`${JSON.stringify(d.query)}: ${e.message}`));
    }
    expect(refused).toEqual([]);
  });

  it('the providers of every system of a category are listed, Sports with all nine', async () => {
    for (const c of catalogue) {
      const answer = await call(publicCalls.providers(c.systems).endpoint, { query: publicCalls.providers(c.systems).query });
      expect(new Set(answer.data.map((p) => p.platform)), c.type).toEqual(new Set(c.systems));
      const games = await call(publicCalls.games(c.type, c.systems).endpoint, { query: publicCalls.games(c.type, c.systems).query });
      expect(new Set(games.games.map((g) => g.platform)), c.type).toEqual(new Set(c.systems));
    }
  });
});
