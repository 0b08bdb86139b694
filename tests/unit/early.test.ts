import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { earlyOrFetch } from '../../src/api/early';
import { isPublicCallName, PUBLIC_CALLS } from '../../src/api/public-calls';
import { MOBILE_MAX_WIDTH } from '../../src/features/layout/useIsDesktop';
import { prefetchShellAnswers } from '../../src/features/site/hooks';
import { safeImageUrl } from '../../src/lib/safe-url';
import type { SliderItem } from '../../src/api/contract/public';
import { activeSlides } from '../../src/features/lobby/slides';

const URL_A = 'http://127.0.0.1/api/general';

function withEarly(answers: Record<string, Promise<Response | null>>) {
  vi.stubGlobal('__takaEarly', { ...answers });
  const fetchSpy = vi.fn(async () => new Response('fetched'));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const get = (signal = new AbortController().signal) => ({ method: 'GET', signal });

/** index.html starts the shell's public answers before the modules load; the client takes each once. */
describe('early answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('index.html asks early for what boot asks for on every screen, and the sliders on home', () => {
    const asked: string[] = [];
    prefetchShellAnswers({ prefetchQuery: async (o: { queryKey: readonly unknown[] }) => void asked.push(String(o.queryKey[0])) } as unknown as QueryClient);
    const shellPaths = asked.map((name) => (isPublicCallName(name) ? PUBLIC_CALLS[name] : `not public: ${name}`));
    const html = readFileSync('index.html', 'utf8');
    const shell = /const paths = \[([^\]]*)\]/.exec(html)?.[1];
    const home = /location\.pathname === '\/'\) \{\s*paths\.push\(([^)]*)\)/.exec(html)?.[1];
    const list = (s: string | undefined) => [...(s ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(list(shell)).toEqual(shellPaths);
    expect(list(home)).toEqual([PUBLIC_CALLS.sliders]);
  });

  it("index.html's image check and logo width are the app's (it runs before any module)", () => {
    const html = readFileSync('index.html', 'utf8');
    const rule = /const safeImage = \(u\) => typeof u === 'string' && \/(.+)\/i\.test\(u\);/.exec(html)?.[1];
    expect(rule, 'safeImage in index.html').toBeDefined();
    const early = new RegExp(rule ?? '$^', 'i');
    const samples = [
      '/storage/a.png',
      'https://cdn.example/a.png',
      'HTTPS://cdn.example/a.png',
      'data:image/png;base64,AA',
      'http://cdn.example/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/\t/evil.example/a.png',
      '/\n/evil.example/a.png',
      'javascript:alert(1)',
      'data:text/html,x',
      'storage/a.png',
      '',
    ];
    for (const u of samples) expect(early.test(u), u).toBe(safeImageUrl(u) !== undefined);
    expect(html).toContain(`matchMedia('(max-width: ${MOBILE_MAX_WIDTH}px)')`);
    // the splash's label in the language of the last visit: the app's own words for "loading"
    const label = (lang: string) => JSON.parse(readFileSync(`src/i18n/locales/${lang}/common.json`, 'utf8')).loading.replace(/\.+$/, '');
    expect(html).toContain(`aria-label="${label('en')}"`);
    expect(html).toContain(`setAttribute('aria-label', '${label('bn')}')`);
    expect(readFileSync('src/i18n/index.ts', 'utf8')).toContain("const LANG_KEY = 'lang';");
  });

  it("index.html preloads the first hero slide home shows: the app's rule for active Main slides", () => {
    const html = readFileSync('index.html', 'utf8');
    const expr = /const first = (Array\.isArray\(list\) && list\.find\([^\n]*\));/.exec(html)?.[1];
    expect(expr, 'the first slide in index.html').toBeDefined();
    const early = new Function('list', `return ${expr}`) as (list: unknown) => unknown;
    const slide = (id: number, slider_type: string, status: string) => ({ id, slider_type, status, name: `s${id}`, thubmnail: `/s${id}.png`, link: '' });
    const lists = [
      [slide(1, 'Main', 'active'), slide(2, 'Main', 'active')],
      [slide(1, 'Main', 'inactive'), slide(2, 'Favourite', 'active'), slide(3, 'Main', 'active')],
      [slide(1, 'Features', 'active'), slide(2, 'Main', 'draft')],
      [],
    ] as unknown as SliderItem[][];
    for (const list of lists) expect(early(list) || undefined).toEqual(activeSlides(list, 'Main')[0]);
  });

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
