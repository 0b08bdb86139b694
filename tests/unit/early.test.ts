import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyOrFetch } from '../../src/api/early';
import { isPublicCallName, PUBLIC_CALLS } from '../../src/api/public-calls';
import { prefetchShellAnswers } from '../../src/features/site/hooks';
import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { GamesAnswer } from '../../src/api/contract/public';
import { sortGames } from '../../src/features/games/logic';
import { createRouter } from '@tanstack/react-router';
import { EARLY_SHELL_CALLS, homeCalls, type Landing, LANDINGS, landingAddress } from '../../src/boot/landings';
import { LOADER_LOGO_KEY } from '../../src/boot/page-keys';
import { earlyUrls } from '../../src/boot/script/early';
import { firstHeroImage, firstPosters, SPLASH_LABEL, shellLogoImage } from '../../src/boot/script/splash';
import { desktopGamesTarget } from '../../src/features/layout/categories';
import { desktopTargetFor } from '../../src/features/layout/desktop-routes';
import { Route as GamesRoute } from '../../src/routes/games';
import { routeTree } from '../../src/routeTree.gen';
import { buildBootScript } from '../../src/boot/build/boot-script';

const URL_A = 'http://127.0.0.1/api/general';
/** the desktop's address rules, as the boot script gives them */
const DESKTOP = { gamesTarget: desktopGamesTarget };

function withEarly(answers: Record<string, Promise<Response | null>>) {
  vi.stubGlobal('__takaEarly', { ...answers });
  const fetchSpy = vi.fn(async () => new Response('fetched'));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const get = (signal = new AbortController().signal) => ({ method: 'GET', signal });

/** index.html's boot script (src/boot/script/) starts the shell's public answers before the modules load; the client takes each once. */
describe('early answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the boot script asks early for what boot asks for on every screen, and the sliders on home', () => {
    const asked: string[] = [];
    prefetchShellAnswers({ prefetchQuery: async (o: { queryKey: readonly unknown[] }) => void asked.push(String(o.queryKey[0])) } as unknown as QueryClient);
    expect(asked.map((name) => (isPublicCallName(name) ? name : `not public: ${name}`))).toEqual([...EARLY_SHELL_CALLS]);
    const base = 'https://api.example';
    const url = (name: keyof typeof PUBLIC_CALLS) => `${base}${PUBLIC_CALLS[name]}`;
    const at = (address: string) => new URL(address, 'http://127.0.0.1');
    expect(earlyUrls(at('/login'), true, base)).toEqual(EARLY_SHELL_CALLS.map(url));
    expect(earlyUrls(at('/'), true, base)).toEqual([...EARLY_SHELL_CALLS.map(url), url('sliders')]);
    // the desktop layout shows another page at /games (here its home): not the games list's answers
    expect(earlyUrls(landingAddress(at('/games?type=nonsense'), false, DESKTOP), false, base)).toEqual([
      ...EARLY_SHELL_CALLS.map(url),
      url('sliders'),
      url('promotions'),
    ]);
    expect(earlyUrls(landingAddress(at('/games?type=SLOT'), false, DESKTOP), false, base)).toEqual(EARLY_SHELL_CALLS.map(url));
    // the desktop home's first screen ends in the promotions strip
    expect(earlyUrls(at('/'), false, base)).toEqual([...EARLY_SHELL_CALLS.map(url), url('sliders'), url('promotions')]);
  });

  it("on a desktop the boot script prepares the screen /games is sent to, by the desktop's own rule", () => {
    const at = (address: string) => new URL(address, 'http://127.0.0.1');
    const landing = (address: string, phone: boolean) => landingAddress(at(address), phone, DESKTOP).pathname;
    for (const address of ['/games', '/games?type=SLOT', '/games?type=fh&system=JILI', '/games?type=NOPE']) {
      const u = at(address);
      const form = GamesRoute.options.staticData?.desktop;
      expect(form && desktopTargetFor(form, Object.fromEntries(u.searchParams)).to, address).toBe(landing(address, false));
    }
    expect(landing('/games', false)).toBe('/');
    expect(landing('/games?type=SLOT', false)).toBe('/slot');
    // a phone shows the games list itself; other addresses stay as they are
    expect(landing('/games?type=SLOT', true)).toBe('/games');
    expect(landing('/login', false)).toBe('/login');
    expect(landing('/', false)).toBe('/');
    // an address with a slash at its end is the same screen to the router
    expect(landing('/games/', true)).toBe('/games');
    expect(landing('/games/?type=SLOT', false)).toBe('/slot');
    expect(landing('/login/', false)).toBe('/login');
  });

  it("the splash's label is the app's own word for loading, in both languages", () => {
    const label = (lang: string) => JSON.parse(readFileSync(`src/i18n/locales/${lang}/common.json`, 'utf8')).loading.replace(/\.+$/, '');
    expect(SPLASH_LABEL).toEqual({ en: label('en'), bn: label('bn') });
    // index.html's splash is English until the boot script reads the stored language
    expect(readFileSync('index.html', 'utf8')).toContain(`aria-label="${label('en')}"`);
  });

  it('the boot script preloads the first active Main slide, with the app image rules', () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1/'));
    const slide = (id: number, slider_type: string, status: string, thubmnail = `/s${id}.png`) => ({
      id,
      slider_type,
      status,
      name: `s${id}`,
      thubmnail,
      link: '',
    });
    expect(firstHeroImage([slide(1, 'Main', 'active'), slide(2, 'Main', 'active')])).toBe('/s1.png');
    expect(firstHeroImage([slide(1, 'Main', 'inactive'), slide(2, 'Favourite', 'active'), slide(3, 'Main', 'active')])).toBe('/s3.png');
    expect(firstHeroImage([slide(1, 'Features', 'active'), slide(2, 'Main', 'draft')])).toBeUndefined();
    expect(firstHeroImage([slide(1, 'Main', 'active', 'javascript:alert(1)')])).toBeUndefined();
    expect(firstHeroImage([slide(1, 'Main', 'active', '//evil.example/a.png')])).toBeUndefined();
    expect(firstHeroImage({ not: 'a list' })).toBeUndefined();
  });

  it('the boot script preloads the logo the shell shows: mobile_logo on a phone, logo above', () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1/'));
    const logos = [{ logo: '/wide.png', mobile_logo: '/narrow.png', loader_logo: '/loader.png' }];
    expect(shellLogoImage(logos, true)).toBe('/narrow.png');
    expect(shellLogoImage(logos, false)).toBe('/wide.png');
    expect(shellLogoImage([{ logo: 'http://plain.example/a.png' }], false)).toBeUndefined();
    expect(shellLogoImage(null, true)).toBeUndefined();
  });

  it('the built boot script is one small classic script that runs the shared module', async () => {
    const code = await buildBootScript(process.cwd(), 'production');
    expect(code).not.toMatch(/\bimport\b|<\/script/i);
    // the app's rules are in it, not copies: the public paths and the stored language key
    expect(code).toContain(PUBLIC_CALLS.sliders);
    expect(code).toContain(LOADER_LOGO_KEY);
  }, 60_000);

  it('hands the early answer out once, then fetches', async () => {
    const fetchSpy = withEarly({ [URL_A]: Promise.resolve(new Response('early')) });
    expect(await (await earlyOrFetch(URL_A, get())).text()).toBe('early');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await (await earlyOrFetch(URL_A, get())).text()).toBe('fetched');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('fetches when the early request failed or none was made for the address', async () => {
    const fetchSpy = withEarly({ [URL_A]: Promise.resolve(null) });
    expect(await (await earlyOrFetch(URL_A, get())).text()).toBe('fetched');
    expect(await (await earlyOrFetch('http://127.0.0.1/api/logo', get())).text()).toBe('fetched');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('stops waiting for a hanging early answer when the call times out', async () => {
    withEarly({ [URL_A]: new Promise<Response | null>(() => {}) });
    const ctl = new AbortController();
    const pending = earlyOrFetch(URL_A, get(ctl.signal));
    ctl.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });

  it('never answers a POST from the early answers', async () => {
    const fetchSpy = withEarly({ [URL_A]: Promise.resolve(new Response('early')) });
    await earlyOrFetch(URL_A, { method: 'POST', body: '{}', signal: new AbortController().signal });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

/**
 * What a landing route's loader asks for (src/boot/first-calls.ts), with the early answers of
 * index.html's boot script for the same address and layout in place: `fetched` is what the client had
 * to ask for itself.
 */
async function loadLandingRoute(address: URL, routeId: '/' | '/games', phone = true): Promise<{ qc: QueryClient; fetched: string[] }> {
  vi.stubGlobal('location', address);
  vi.stubGlobal('window', { innerWidth: phone ? 390 : 1280 });
  const answers: Record<string, unknown> = {
    '/api/get-system': { systems: ['JILI'] },
    '/api/get-games': { games: [] },
    '/api/sliders': [],
    '/api/promotion': [],
  };
  const early = Object.fromEntries(earlyUrls(address, phone).map((u) => [u, Promise.resolve(Response.json(answers[new URL(u).pathname] ?? {}))] as const));
  const fetched: string[] = [];
  vi.stubGlobal('__takaEarly', early);
  vi.stubGlobal('fetch', async (u: string) => {
    fetched.push(u);
    return Response.json({});
  });
  const qc = new QueryClient();
  // the route's own options, as the router calls them
  const route = createRouter({ routeTree, context: { queryClient: qc, session: () => ({}), routes: () => [] } }).routesById[routeId];
  const { loader } = route.options as unknown as { loader: (o: { context: { queryClient: QueryClient }; location: { search: unknown } }) => unknown };
  await loader({ context: { queryClient: qc }, location: { search: Object.fromEntries(address.searchParams) } });
  await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
  return { qc, fetched };
}

const askedFor = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0])
    .sort();

describe("a landing screen's early answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("each landing route's loader asks for its row's calls, which the boot script asked for early at the very addresses the client takes", async () => {
    for (const [path, row] of Object.entries(LANDINGS as Record<string, Landing>)) {
      if (!row.calls) continue;
      for (const phone of [true, false]) {
        const { qc, fetched } = await loadLandingRoute(new URL(path, 'http://127.0.0.1'), path as '/' | '/games', phone);
        expect(fetched, path).toEqual([]);
        expect(askedFor(qc), `${path} phone ${phone}`).toEqual(
          row
            .calls({}, phone)
            .map(([name]) => name)
            .sort(),
        );
      }
    }
    // home: the slides; the desktop home's first screen reaches its promotions strip
    expect(homeCalls({}, true)).toEqual([['sliders']]);
    expect(homeCalls({}, false)).toEqual([['sliders'], ['promotions']]);
  });
});

describe("the games screen's early answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on a phone the boot script asks for the lists /games's loader asks for, at the very addresses the client takes", async () => {
    for (const address of ['/games', '/games?type=slot&system=jili&title=Slots', '/games?type=nonsense']) {
      const { qc, fetched } = await loadLandingRoute(new URL(address, 'http://127.0.0.1'), '/games');
      expect(fetched, address).toEqual([]);
      expect(askedFor(qc), address).toEqual(['games', 'systems']);
    }
  });

  it("preloads the first row's posters in the screen's first order (display order, then name)", () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1/games'));
    const game = (code: string, name: string, display_order?: number, poster = `/storage/posters/${code}.webp`) => ({
      code,
      name,
      type: 'SLOT',
      platform: 'JILI',
      display_order,
      poster,
    });
    const games = [game('D', 'Delta', 2), game('C', 'Charlie', 1), game('B', 'Bravo'), game('A', 'Alpha', 1), game('E', 'Echo', 0)];
    expect(firstPosters({ games })).toEqual(['/storage/posters/B.webp', '/storage/posters/E.webp', '/storage/posters/A.webp']);
    // the same three as the screen's first row, from the answer the contract reads
    const screen = sortGames(v.parse(GamesAnswer, { games }).games, 'recommend').slice(0, 3);
    expect(firstPosters({ games })).toEqual(screen.map((g) => g.poster));
    // unsafe or missing addresses are not asked for
    expect(firstPosters({ games: [game('X', 'X', 0, 'javascript:alert(1)'), game('Y', 'Y', 1, '//evil.example/y.webp')] })).toEqual([]);
    expect(firstPosters({ message: 'no games' })).toEqual([]);
    expect(firstPosters(null)).toEqual([]);
  });
});
