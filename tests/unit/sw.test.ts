import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/endpoints';
import { PUBLIC_CALL_PATHS, PUBLIC_CALLS } from '../../src/api/public-calls';
import { isCacheableRequest } from '../../sw/policy';

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
