// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadBootScripts, preloadScreenScripts } from '../../src/boot/script/preloads';
import { LANG_KEY } from '../../src/i18n/stored-lang';
import { ROUTE_PRELOADS_ID } from '../../src/boot/page-keys';

/** index.html's list of each landing screen's scripts, as src/boot/build/screen-preloads.ts writes it. */
function listInPage(list: unknown): void {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = ROUTE_PRELOADS_ID;
  el.textContent = JSON.stringify(list);
  document.head.appendChild(el);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((l) => l.getAttribute('href'));

describe("the boot script asks for the landing screen's scripts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it("on a phone, once the splash's images are in and a frame later: every script of this address, a few per task, as CORS module preloads", async () => {
    const home = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js', '/assets/f.css'];
    listInPage({ phone: { '/': home, '/games': ['/assets/g.js'] }, desktop: { '/': ['/assets/shell.js'] } });
    let imagesIn: () => void = () => {};
    preloadScreenScripts('/', true, new Promise<void>((r) => (imagesIn = r)));
    vi.runAllTimers();
    expect(preloads()).toEqual([]); // the first banner has the link to itself
    imagesIn();
    await Promise.resolve();
    await Promise.resolve();
    expect(preloads()).toEqual([]); // the splash paints first
    vi.advanceTimersByTime(16);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(home.slice(0, 4)); // one task's share
    vi.runAllTimers();
    expect(preloads()).toEqual(home);
    // the same request mode as the module loader's, so the browser reuses the answer; a stylesheet as a style
    expect([...document.head.querySelectorAll('link')].every((l) => l.getAttribute('crossorigin') === '')).toBe(true);
    expect(document.head.querySelector('link[href="/assets/f.css"]')?.getAttribute('as')).toBe('style');
  });

  it("takes the desktop layout's own list, nothing on another address, and no entry that is not a path on this site", async () => {
    listInPage({
      phone: { '/': ['//evil.example/x.js', 'https://evil.example/y.js', '/assets/ok.js'], '/games': ['/assets/g.js'] },
      desktop: { '/': ['/assets/shell.js', '/assets/shell.css', '/assets/s2.js', '/assets/s3.js', '/assets/s4.js', '/assets/s5.js'] },
    });
    preloadScreenScripts('/promotions', true, Promise.resolve());
    await Promise.resolve();
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    // the desktop layout shows another page at /games; at / it draws its shell and its own home
    preloadScreenScripts('/games', false, Promise.resolve());
    await Promise.resolve();
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    preloadScreenScripts('/', false, Promise.resolve());
    await Promise.resolve();
    vi.advanceTimersByTime(16);
    vi.advanceTimersToNextTimer();
    // a desktop's list in one task: spread over tasks between the app's own, its last links came late
    expect(preloads()).toEqual(['/assets/shell.js', '/assets/shell.css', '/assets/s2.js', '/assets/s3.js', '/assets/s4.js', '/assets/s5.js']);
    // a failed image (or answer) does not keep the scripts back
    preloadScreenScripts('/', true, Promise.reject(new Error('no banner')));
    await Promise.resolve();
    await Promise.resolve();
    vi.runAllTimers();
    expect(preloads().at(-1)).toBe('/assets/ok.js');
  });
});

describe('the boot script asks for what boot imports on every screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    document.head.innerHTML = '';
  });
  const lists = {
    boot: {
      en: ['/assets/client.js', '/assets/shell-en.js'],
      bn: ['/assets/client.js', '/assets/shell-bn.js'],
      'desktop-en': ['/assets/desktop-en.js'],
      'desktop-bn': ['/assets/desktop-bn.js'],
    },
  };

  it("in the next task: the shell's texts in the stored language, and a desktop's own texts on a desktop", () => {
    listInPage(lists);
    preloadBootScripts(true);
    expect(preloads()).toEqual([]); // not in the parser's task
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/client.js', '/assets/shell-en.js']);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    localStorage.setItem(LANG_KEY, 'bn');
    preloadBootScripts(false);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/client.js', '/assets/shell-bn.js', '/assets/desktop-bn.js']);
  });

  it('takes no entry that is not a path on this site', () => {
    listInPage({ boot: { en: ['//evil.example/x.js', 'https://evil.example/y.js', '/assets/ok.js'] } });
    preloadBootScripts(true);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/ok.js']);
  });
});
