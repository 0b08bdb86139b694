import { type APIRequestContext, type APIResponse, test as base, expect, type Locator, type Page } from '@playwright/test';
import * as v from 'valibot';
import { LoginAnswer } from '../../src/api/contract/auth';
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';

/** Reports every Content-Security-Policy violation of a page or frame as a console error (init script). */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI}`);
  });
}

/**
 * Every e2e test fails on a console error, an uncaught page error or a Content-Security-Policy violation. A test that provokes a refusal
 * on purpose (wrong password, unknown account, revoked token, an injected server fault) names those API paths in
 * `expectedHttpErrors` (exact paths, or a prefix ending in *): Chromium's "Failed to load resource"
 * line for a 4xx or 5xx answer on those paths, or for their requests while the context is offline, is allowed.
 * While a test has set its context offline, a request that fails for want of a network (the app's public
 * calls refreshing in the background: /api/general, /api/logo, ...) is what offline means: Chromium's
 * net::ERR_INTERNET_DISCONNECTED or net::ERR_FAILED line for that very request does not count either.
 */
const OFFLINE_FAILURE = /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)\b/;
export const test = base.extend<{ failOnConsoleErrors: void; expectedHttpErrors: string[] }>({
  expectedHttpErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: Array<{ text: string; url: string; offline: boolean }> = [];
      const expected = (m: { text(): string; location(): { url: string } }) => {
        if (!/^Failed to load resource: (the server responded with a status of [45]|net::ERR_INTERNET_DISCONNECTED)/.test(m.text())) return false;
        const path = URL.canParse(m.location().url) ? new URL(m.location().url).pathname : '';
        return expectedHttpErrors.some((e) => (e.endsWith('*') ? path.startsWith(e.slice(0, -1)) : path === e));
      };
      // which requests failed while the test had the context offline (known only through its own setOffline)
      const context = page.context();
      let offline = false;
      const failedOffline = new Set<string>();
      const setOffline = context.setOffline.bind(context);
      context.setOffline = async (on: boolean) => {
        if (on) offline = true;
        await setOffline(on);
        offline = on;
      };
      page.on('requestfailed', (r) => {
        if (offline && /^net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(r.failure()?.errorText ?? '')) failedOffline.add(r.url());
      });
      page.on('console', (m) => {
        if (m.type() === 'error' && !expected(m)) errors.push({ text: m.text(), url: m.location().url, offline: offline && OFFLINE_FAILURE.test(m.text()) });
      });
      page.on('pageerror', (e) => errors.push({ text: e.message, url: '', offline: false }));
      await page.addInitScript(reportCspViolations);
      await use();
      // judged at the end: a request's failure and its console line may arrive in either order
      const real = errors.filter((e) => !(OFFLINE_FAILURE.test(e.text) && (e.offline || failedOffline.has(e.url))));
      expect(
        real.map((e) => `${e.text} ${e.url}`.trim()),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A development control (/api/dev/*, server/routes/dev.ts) with the header every control needs; with a
 * body, a JSON POST. `url` is a path on the test server or a whole address (a test's own server).
 */
export function devControl(request: APIRequestContext, url: string, body?: unknown): Promise<APIResponse> {
  const headers = { ...DEV_CONTROL_HEADERS };
  return body === undefined ? request.get(url, { headers }) : request.post(url, { headers, data: body });
}

/** A captcha answered through the test controls: every sign-up sends one. */
export async function answeredCaptcha(request: APIRequestContext): Promise<{ captcha: string; captcha_id: string }> {
  const image = (await (await request.get('/captcha?format=json')).json()) as { id: string };
  const { answer } = (await (await devControl(request, `/api/dev/captcha/${image.id}`)).json()) as { answer: string };
  return { captcha: answer, captcha_id: image.id };
}

/** The answer of the captcha image on screen (read back through the test controls). */
export async function captchaAnswer(page: Page): Promise<string> {
  const img = page.locator('img[data-captcha-id]');
  await expect(img).toBeVisible();
  let answer: string | null = null;
  await expect
    .poll(async () => {
      const id = await img.getAttribute('data-captcha-id');
      const res = await devControl(page.request, `/api/dev/captcha/${id}`);
      answer = ((await res.json()) as { answer: string | null }).answer;
      return answer;
    })
    .toMatch(/^\d{4}$/);
  return answer ?? '';
}

/** Answers the captcha on screen (sign-up, the SMS tab of forgot password). */
export async function fillCaptcha(page: Page): Promise<void> {
  await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
}

export const DEMO = { username: 'demoplayer', password: 'demo12345' };

let seq = 0;
/** A username no other test uses (8-16 letters and digits). */
export function uniqueName(prefix = 'p'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

export async function login(page: Page, username = DEMO.username, password = DEMO.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Logs a player in without the login screen, for tests about something else: the API's login answer
 * stored as the login screen stores it (IndexedDB 'taka-session', popup on), written from a
 * same-origin file the app does not run on. The next page opened starts logged in. The login screen
 * itself is tested with `login`.
 */
export async function loginByApi(page: Page, who: { username: string; password: string } = DEMO): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username: who.username, password: who.password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const r = v.parse(LoginAnswer, await res.json());
  const session = { token: r.token, remote_id: r.remote_id, username: r.username, exchangeToken: r.exchange[0]?.token ?? '', popup: '1', regPopup: '0' };
  await page.goto('/robots.txt');
  await page.evaluate(
    (entries) =>
      new Promise<void>((ok, fail) => {
        const open = indexedDB.open('taka-session');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          for (const [k, val] of entries) tx.objectStore('keyval').put(val, k);
          tx.oncomplete = () => {
            open.result.close();
            ok();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    Object.entries(session),
  );
}

/** Test-mode server controls (see server/routes/dev.ts). */
export async function serverControl(page: Page, path: string, body: unknown): Promise<void> {
  const res = await devControl(page.request, `/api/dev/${path}`, body);
  expect(res.ok()).toBeTruthy();
}

export async function latestCode(page: Page, username: string): Promise<string> {
  const res = await devControl(page.request, `/api/dev/outbox?username=${encodeURIComponent(username)}`);
  const body = (await res.json()) as { data: Array<{ code: string }> };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${username}`);
  return code;
}

/**
 * Holds the answers to `url` until the returned function is called: all of them, or those whose body
 * `when` accepts (fetched first, then held).
 */
export async function holdRequests(page: Page, url: string | RegExp, when?: (body: string) => boolean): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route) => {
    if (!when) {
      await held;
      await route.continue();
      return;
    }
    const response = await route.fetch();
    if (when(await response.text())) await held;
    await route.fulfill({ response });
  });
  return release;
}

type ShiftWindow = Window & { __shift?: number };

function observeShifts(buffered: boolean): void {
  const w = window as ShiftWindow;
  w.__shift = 0;
  new PerformanceObserver((list) => {
    // as CLS counts them: a shift right after the player's own tap or key (a slip opening under the row) is not one
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!e.hadRecentInput) w.__shift = (w.__shift ?? 0) + e.value;
  }).observe({ type: 'layout-shift', buffered });
}

/**
 * A cold start of `address` with the app's entry script held (and `alsoHeld`): until `release`, only
 * index.html's boot script can be asking for anything. Gives the requests sent (path and search) and
 * the boot script's list of the landing screen's files in `layout` (src/boot/build/screen-preloads.ts, from src/boot/landings.ts).
 */
export async function coldStartHeld(
  page: Page,
  address: string,
  layout: 'phone' | 'desktop',
  alsoHeld: string[] = [],
  /** the address whose screen is drawn first (a desktop sends /games to its home) */
  landing = address,
): Promise<{ sent: string[]; listed: string[]; release: () => void }> {
  const sent: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    sent.push(u.pathname + u.search);
  });
  const holds = await Promise.all([/\/assets\/index-[\w-]+\.js$/, ...alsoHeld].map((url) => holdRequests(page, url)));
  await page.goto(address, { waitUntil: 'commit' });
  const lists = JSON.parse((await page.locator('#route-preloads').textContent()) ?? '{}');
  const listed = (lists[layout]?.[new URL(landing, 'http://127.0.0.1').pathname] ?? []) as string[];
  expect(listed.length, `${layout} ${address}: the landing list`).toBeGreaterThan(0);
  const release = () => {
    for (const held of holds) held();
  };
  return { sent, listed, release };
}

/**
 * Adds up the page's layout shifts (what CLS is made of). `from: 'load'`: every page loaded after
 * this call, from its first frame; `from: 'now'`: the current page, from this moment. The returned
 * function reads the sum so far.
 */
export async function countLayoutShifts(page: Page, from: 'load' | 'now'): Promise<() => Promise<number>> {
  if (from === 'load') await page.addInitScript(observeShifts, true);
  else await page.evaluate(observeShifts, false);
  return () => page.evaluate(() => (window as ShiftWindow).__shift ?? 0);
}

/**
 * A tap on what the screen shows, for a control that a scroll brings up past an out-of-process
 * frame (the odds page's sandboxed stream and score frames). Playwright scrolls and clicks within
 * a few milliseconds, and Chromium routes a click by the last frame it drew: on a loaded machine the
 * frame still stood there and took the click. A finger only taps what is drawn, so this scrolls,
 * waits until a frame with the new scroll position was drawn, and then taps.
 */
export async function tapInView(target: Locator, options: { timeout?: number } = {}): Promise<void> {
  await target.scrollIntoViewIfNeeded(options);
  await target.evaluate(() => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));
  await target.click(options);
}
