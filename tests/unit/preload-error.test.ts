// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { installPreloadErrorReload } from '../../src/features/pwa/preload-error';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

installPreloadErrorReload();

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

it('offline, a chunk that cannot load does not reload the page (that would show the browser offline page)', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(preloadError().defaultPrevented).toBe(false);
  expect(sessionStorage.getItem('taka:preload-reload')).toBeNull();
});

it('online, a missing chunk (a new build was deployed) reloads once', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  // jsdom cannot reload: the stamp and the cancelled event show the reload was chosen
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(preloadError().defaultPrevented).toBe(true);
  expect(sessionStorage.getItem('taka:preload-reload')).not.toBeNull();
  // a second failure within the window lets the error show instead of a reload loop
  expect(preloadError().defaultPrevented).toBe(false);
  errors.mockRestore();
});
