// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { PwaChrome } from '../../src/features/pwa/PwaChrome';
import { registerServiceWorker } from '../../src/features/pwa/register';
import { initI18n } from '../../src/i18n';
import { QUIET_MS } from '../../src/lib/when-quiet';

vi.mock('../../src/features/pwa/register', () => ({ registerServiceWorker: vi.fn(async () => {}) }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
});

it("registers the service worker once the page has loaded and its first loading is over (its precache never shares the first screen's connections or CPU)", async () => {
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, o?: { timeout?: number }) => idle.push({ run, timeout: o?.timeout }));
  vi.stubGlobal('cancelIdleCallback', () => {});
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const listen = vi.spyOn(window, 'addEventListener');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <PwaChrome />
      </Suspense>
    </QueryClientProvider>,
  );
  // still loading: it waits for the load event, nothing asked of the browser yet
  await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('load', expect.any(Function), { once: true }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  // then a quiet second on the network (src/lib/when-quiet.ts), then an idle moment
  vi.advanceTimersByTime(QUIET_MS - 1);
  expect(idle).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(idle).toHaveLength(1);
  vi.useRealTimers();
  await Promise.resolve();
  expect(registerServiceWorker).not.toHaveBeenCalled();
  idle[0]?.run();
  await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
});
