import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/calls/registry';
import { PUBLIC_CALL_PATHS, PUBLIC_CALLS } from '../../src/api/public-calls';
import { addressesToStore, apiOrigins, isCacheableRequest, readableImageRequest } from '../../sw/policy';
import { answerImage, type ImageSources } from '../../sw/storage-images';

describe('what the service worker may store', () => {
  it('only GETs without an Authorization header', () => {
    expect(isCacheableRequest(new Request('http://x/api/general'))).toBe(true);
    expect(isCacheableRequest(new Request('http://x/api/general', { headers: { Authorization: 'Bearer t' } }))).toBe(false);
    expect(isCacheableRequest(new Request('http://x/api/balance', { method: 'POST' }))).toBe(false);
  });

  it('the public list holds only uncredentialed GET calls', () => {
    const byPath = new Map(Object.values(api).map((e) => [e.path, e]));
    for (const path of PUBLIC_CALL_PATHS) {
      const ep = byPath.get(path);
      expect(ep, path).toBeDefined();
      expect(ep?.method, path).toBe('GET');
      expect(ep?.auth, path).toBe('none');
    }
    expect(Object.keys(PUBLIC_CALLS)).toEqual(
      expect.arrayContaining(['logo', 'general', 'sliders', 'sociallink', 'systems', 'providers', 'types', 'games', 'promotions']),
    );
  });
});

describe("the first visit's public answers a page asks the worker to store", () => {
  const isPublic = (url: URL) => url.origin === 'https://play.example' && PUBLIC_CALL_PATHS.includes(url.pathname);

  it('stores public calls of the cached hosts only, once each, up to the limit', () => {
    const data = {
      type: 'STORE_PUBLIC_ANSWERS',
      urls: [
        'https://play.example/api/general',
        'https://play.example/api/general',
        'https://play.example/api/balance',
        'https://elsewhere.example/api/general',
        'not a url',
        42,
        'https://play.example/api/promotion',
        'https://play.example/api/logo',
      ],
    };
    expect(addressesToStore(data, isPublic, 10)).toEqual([
      'https://play.example/api/general',
      'https://play.example/api/promotion',
      'https://play.example/api/logo',
    ]);
    expect(addressesToStore(data, isPublic, 2)).toEqual(['https://play.example/api/general', 'https://play.example/api/promotion']);
  });

  it('ignores a message without a list', () => {
    expect(addressesToStore({ type: 'STORE_PUBLIC_ANSWERS' }, isPublic, 10)).toEqual([]);
    expect(addressesToStore(null, isPublic, 10)).toEqual([]);
    expect(addressesToStore({ urls: 'https://play.example/api/general' }, isPublic, 10)).toEqual([]);
  });
});

describe('an API on other hosts (the PWA on a CDN)', () => {
  const SITE = 'https://play.example';

  it('caches public calls of this site and of the configured platform and sports hosts only', () => {
    const origins = apiOrigins(SITE, ['https://api.example/base/', 'https://sports.example', undefined, '', 'javascript:alert(1)', 'not a url']);
    expect([...origins]).toEqual([SITE, 'https://api.example', 'https://sports.example']);
    expect([...apiOrigins(SITE, [undefined, undefined])]).toEqual([SITE]);
  });

  it('asks another host for an <img> picture with CORS and no credentials, so its answer can be checked', () => {
    const img = new Request('https://api.example/storage/a.png', { mode: 'no-cors', headers: { Accept: 'image/webp,*/*' } });
    const asked = readableImageRequest(img, SITE);
    expect(asked.mode).toBe('cors');
    expect(asked.credentials).toBe('omit');
    expect(asked.url).toBe(img.url);
    expect(asked.headers.get('Accept')).toBe('image/webp,*/*');
    const own = new Request(`${SITE}/storage/a.png`, { mode: 'no-cors' });
    expect(readableImageRequest(own, SITE)).toBe(own);
  });
});

describe('a picture from /storage/', () => {
  const SITE = 'https://play.example';
  const picture = (body: string) => new Response(body, { status: 200 });
  const sources = (over: Partial<ImageSources>) => {
    const calls: string[] = [];
    const s: ImageSources = {
      stored: async () => {
        calls.push('stored');
        if (over.stored) return over.stored();
        throw new Error('no-response');
      },
      direct: async () => {
        calls.push('direct');
        if (over.direct) return over.direct();
        throw new TypeError('offline');
      },
      fallback: async () => picture('fallback'),
    };
    return { s, calls };
  };

  it('is answered from the cache-first strategy when it can be', async () => {
    const { s, calls } = sources({ stored: async () => picture('stored') });
    expect(await (await answerImage(new Request('https://api.example/storage/a.png'), SITE, new Set(), s)).text()).toBe('stored');
    expect(calls).toEqual(['stored']);
  });

  it('from a host without CORS headers: shown as the page asked for it, not stored, and not asked with CORS again', async () => {
    const withoutCors = new Set<string>();
    const first = sources({ direct: async () => picture('direct') });
    expect(await (await answerImage(new Request('https://cdn.example/storage/a.png'), SITE, withoutCors, first.s)).text()).toBe('direct');
    expect(first.calls).toEqual(['stored', 'direct']);
    const again = sources({ direct: async () => picture('direct') });
    await answerImage(new Request('https://cdn.example/storage/b.png'), SITE, withoutCors, again.s);
    expect(again.calls).toEqual(['direct']);
  });

  it('offline and not stored: the fallback picture, and the host is not marked as without CORS', async () => {
    const withoutCors = new Set<string>();
    const { s } = sources({});
    expect(await (await answerImage(new Request('https://api.example/storage/a.png'), SITE, withoutCors, s)).text()).toBe('fallback');
    expect(withoutCors.size).toBe(0);
    const own = sources({});
    expect(await (await answerImage(new Request(`${SITE}/storage/a.png`), SITE, withoutCors, own.s)).text()).toBe('fallback');
    expect(own.calls).toEqual(['stored']);
  });
});
