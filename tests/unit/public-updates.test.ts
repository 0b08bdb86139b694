import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForPublicUpdates } from '../../src/features/pwa/public-updates';

/** The service worker's "newer answer stored" message refetches the query, even when it beats the older answer. */
describe('public answer updates announced by the service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  const announce = (sw: EventTarget, path: string) => sw.dispatchEvent(new MessageEvent('message', { data: { type: 'PUBLIC_API_UPDATED', path } }));

  it('asks again when the announcement arrives while the first request is still on its way', async () => {
    const sw = new EventTarget();
    vi.stubGlobal('navigator', { serviceWorker: sw });
    const qc = new QueryClient();
    const stop = listenForPublicUpdates(qc);
    const answers = [{ site_status: 1 }, { site_status: 0 }];
    let release: () => void = () => {};
    const first = new Promise<void>((r) => {
      release = r;
    });
    const queryFn = vi.fn(async () => {
      if (queryFn.mock.calls.length === 1) await first; // the cached, older answer is slow to arrive
      return answers[queryFn.mock.calls.length - 1];
    });
    const boot = qc.prefetchQuery({ queryKey: ['general'], queryFn }); // no screen watches it yet
    announce(sw, '/api/general');
    release();
    await boot;
    await vi.waitFor(() => expect(qc.getQueryData(['general'])).toEqual({ site_status: 0 }));
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores other messages and paths outside the public list', async () => {
    const sw = new EventTarget();
    vi.stubGlobal('navigator', { serviceWorker: sw });
    const qc = new QueryClient();
    const stop = listenForPublicUpdates(qc);
    await qc.prefetchQuery({ queryKey: ['general'], queryFn: async () => ({ site_status: 1 }) });
    announce(sw, '/api/balance');
    sw.dispatchEvent(new MessageEvent('message', { data: { type: 'OTHER', path: '/api/general' } }));
    expect(qc.getQueryState(['general'])?.isInvalidated).toBe(false);
    announce(sw, '/api/general');
    expect(qc.getQueryState(['general'])?.isInvalidated).toBe(true);
    stop();
  });
});
