import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../pwa.manifest';
import { firstPublicAnswers } from '../../src/features/pwa/first-answers';
import { isIosSafari } from '../../src/features/pwa/install-state';
import { shouldReloadAfterPreloadError } from '../../src/features/pwa/preload-error';

describe('install', () => {
  it('recognises iOS Safari (Add to Home Screen steps) but not other iOS browsers or Android', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const chromeIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    const ipadDesktopUa = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(isIosSafari(iphone)).toBe(true);
    expect(isIosSafari(chromeIos)).toBe(false);
    expect(isIosSafari(android)).toBe(false);
    expect(isIosSafari(ipadDesktopUa, true)).toBe(true);
    expect(isIosSafari(ipadDesktopUa, false)).toBe(false);
  });
});

describe('public answers stored after the first install', () => {
  const api = 'https://api.example.com';
  it('asks again once for each public GET the page received from the API host without the worker, and for nothing else', () => {
    const entries = [
      { name: `${api}/api/general`, initiatorType: 'fetch' },
      { name: `${api}/api/general`, initiatorType: 'fetch' },
      { name: `${api}/api/get-games?type=SLOT&page=1`, initiatorType: 'fetch' },
      { name: `${api}/api/balance`, initiatorType: 'fetch' },
      { name: `${api}/api/inbox`, initiatorType: 'fetch' },
      { name: `${api}/storage/slider/1.webp`, initiatorType: 'img' },
      { name: 'https://elsewhere.example/api/general', initiatorType: 'fetch' },
      { name: `${api}/api/logo`, initiatorType: 'link' },
      // answered by the worker already (it is in its cache)
      { name: `${api}/api/promotion`, initiatorType: 'fetch', workerStart: 812.5 },
    ];
    expect(firstPublicAnswers(entries, `${api}/`)).toEqual([`${api}/api/general`, `${api}/api/get-games?type=SLOT&page=1`]);
  });
});

describe('reload after a failed chunk import', () => {
  it('reloads once, not again within the guard window', () => {
    expect(shouldReloadAfterPreloadError(1_000_000, null)).toBe(true);
    expect(shouldReloadAfterPreloadError(1_000_000, String(1_000_000 - 5_000))).toBe(false);
    expect(shouldReloadAfterPreloadError(1_000_000, String(1_000_000 - 60_000))).toBe(true);
  });
});

describe('web app manifest and icons', () => {
  it('has what installability needs', () => {
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', lang: 'en' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name && manifest.short_name.length <= 12).toBe(true);
    expect(manifest.description).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons ?? [];
    expect(icons.some((i) => i.sizes === '192x192' && i.purpose !== 'maskable')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose !== 'maskable')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  });

  it('icons are real PNGs of the declared size, and index.html links the apple touch icon', async () => {
    for (const icon of manifest.icons ?? []) {
      const meta = await sharp(`public${icon.src}`).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const apple = await sharp('public/icons/apple-touch-icon.png').metadata();
    expect([apple.width, apple.height]).toEqual([180, 180]);
    expect(readFileSync('index.html', 'utf8')).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  });

  it('the icon source draws its ৳ as a path: a text glyph needs a Bengali font on the build machine (without one, a 09F3 box)', () => {
    const svg = readFileSync('assets/icon.svg', 'utf8');
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/<path\b[^>]*fill="#ffd000"/);
  });
});

describe('persisted query cache', () => {
  it('writes the public answers only when one of them changed, not on every cache update', async () => {
    const { writeOnChange } = await import('../../src/app/persist');
    const written: number[] = [];
    const persister = writeOnChange({
      persistClient: (c) => {
        written.push(c.timestamp);
      },
      restoreClient: async () => undefined,
      removeClient: async () => undefined,
    });
    const client = (timestamp: number, updatedAt: number) =>
      ({
        timestamp,
        buster: 'b',
        clientState: { mutations: [], queries: [{ queryHash: '["general"]', queryKey: ['general'], state: { dataUpdatedAt: updatedAt } }] },
      }) as never;
    await persister.persistClient(client(1, 100));
    await persister.persistClient(client(2, 100)); // e.g. an odds answer arrived: no public change
    await persister.persistClient(client(3, 200));
    expect(written).toEqual([1, 3]);
  });
  it('saves after a public answer changed, never because a private or polled answer did', async () => {
    const { subscribePublicSaves } = await import('../../src/app/persist');
    const { isPublicCallName } = await import('../../src/api');
    const { QueryClient } = await import('@tanstack/react-query');
    const qc = new QueryClient();
    const saved: string[][] = [];
    const stop = subscribePublicSaves(qc, {
      persister: {
        persistClient: (c) => {
          saved.push(c.clientState.queries.map((q) => q.queryHash));
        },
        restoreClient: async () => undefined,
        removeClient: async () => undefined,
      },
      dehydrateOptions: { shouldDehydrateQuery: (q) => isPublicCallName(q.queryKey[0]) },
    });
    qc.setQueryData(['private', 'balance'], { balance: '10.00' });
    qc.setQueryData(['sports', 'matchOdds', '1.1'], [{ inplay: true, runners: [] }]);
    expect(saved).toEqual([]);
    qc.setQueryData(['general'], { site_status: 1 });
    expect(saved.at(-1)).toEqual(['["general"]']);
    stop();
    qc.setQueryData(['general'], { site_status: 0 });
    expect(saved.every((hashes) => hashes.length === 1)).toBe(true);
    const count = saved.length;
    qc.setQueryData(['logo'], []);
    expect(saved.length).toBe(count);
  });
});
