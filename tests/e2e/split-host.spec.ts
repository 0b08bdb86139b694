import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { PUBLIC_CALL_PATHS } from '../../src/api/public-calls';
import { DEMO, expect, test } from './fixtures';

// the device cookie's check sends the login call once without its cookie while the username is locked (429)
test.use({ expectedHttpErrors: ['/api/login'] });
import { startOwnServer } from './pwa-server';
import { waitForServiceWorker } from './pwa-helpers';

const run = promisify(execFile);
const DIST = process.env.DIST_DIR || 'dist';

/**
 * Production puts the PWA on a CDN and the operator's API on a host of its own. Here the site is
 * 127.0.0.1 and the API localhost (same server, another origin): a build configured with that API
 * host must still cache the public answers and the pictures, and open offline. Then the same build
 * on another origin of the API's own site (localhost, another port), where the login's device cookie
 * is kept and sent (docs/login-limits.md).
 */
test('with the API on another host, public answers and pictures are stored, home and /games open offline, and private answers are never stored', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const served = resolve(`tests/.artifacts/split-served-${process.pid}`);
  const built = resolve(`tests/.artifacts/split-build-${process.pid}`);
  rmSync(served, { recursive: true, force: true });
  cpSync(DIST, served, { recursive: true });
  const srv = await startOwnServer('split-host', served);
  let sameSite: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  try {
    const api = srv.url.replace('127.0.0.1', 'localhost');
    await run(resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      env: { ...process.env, OUT_DIR: built, BUILD_ID: `split-${Date.now()}`, VITE_PLATFORM_API: api, VITE_SPORTS_API: api },
    });
    rmSync(served, { recursive: true, force: true });
    mkdirSync(served, { recursive: true });
    cpSync(built, served, { recursive: true });

    await page.goto(`${srv.url}/`);
    await waitForServiceWorker(page);
    // the visit, while the service worker controls the page: the answers come from the API host
    const general = page.waitForResponse(`${api}/api/general`);
    await page.goto(`${srv.url}/`);
    expect((await general).ok()).toBe(true);
    const hero = page.getByTestId('hero').locator('img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    const heroSrc = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(heroSrc.startsWith(`${api}/storage/`), heroSrc).toBe(true);

    // stored under the API host, readable (not opaque), without credentials
    const stored = async () =>
      page.evaluate(async () => {
        const out: Array<{ url: string; status: number }> = [];
        for (const name of await caches.keys()) {
          const c = await caches.open(name);
          for (const req of await c.keys()) out.push({ url: req.url, status: (await c.match(req))?.status ?? -1 });
        }
        return out;
      });
    await expect
      .poll(async () => (await stored()).filter((e) => e.url === `${api}/api/general` || e.url === `${api}/api/sliders` || e.url === heroSrc))
      .toHaveLength(3);
    expect((await stored()).filter((e) => e.url.startsWith(api) && e.status !== 200)).toEqual([]);
    await page.goto(`${srv.url}/games`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.goto(`${srv.url}/`);
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const fromCache = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const hit = await caches.match(url);
      return { ok: res.ok, same: !!hit && (await res.text()) === (await hit.text()) };
    }, `${api}/api/general`);
    expect(fromCache).toEqual({ ok: true, same: true });
    await page.goto(`${srv.url}/games`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('provider-tabs').getByRole('link').first()).toBeVisible();

    // a player's calls cross to the API host with the token (CORS), and none of their answers is stored
    await context.setOffline(false);
    await page.goto(`${srv.url}/login`);
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const balance = page.waitForResponse((r) => r.url() === `${api}/api/balance` && r.request().method() === 'POST');
    const loggedIn = page.waitForResponse((r) => r.url() === `${api}/api/login` && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await balance).ok()).toBe(true);
    // the login call crosses with credentials; on another site the browser keeps no SameSite=Lax cookie
    expect(await (await loggedIn).headerValue('access-control-allow-credentials')).toBe('true');
    expect((await context.cookies(`${api}/api/login`)).map((c) => c.name)).toEqual([]);
    await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
    await page.goto(`${srv.url}/transaction-record`);
    await page.waitForLoadState('networkidle');
    const apiPaths = (await stored()).filter((e) => e.url.startsWith(api)).map((e) => new URL(e.url).pathname);
    expect(apiPaths.filter((p) => p.startsWith('/api/') && !PUBLIC_CALL_PATHS.includes(p))).toEqual([]);

    // the same build on localhost's other port: another origin of the API's own site
    sameSite = await startOwnServer('split-same-site', served);
    const site = sameSite.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${site}/login`);
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
    // cookies belong to a host, not a port: the page's own (its language) are there too
    const device = (await context.cookies(`${api}/api/login`)).find((c) => c.name === 'tp_device');
    expect(device).toMatchObject({ name: 'tp_device', path: '/api/login', httpOnly: true, sameSite: 'Lax' });
    // someone else locks the username (ten wrong passwords, no cookie): the owner's device still logs in
    for (let i = 0; i < 10; i++)
      expect((await request.post(`${api}/api/login`, { data: { username: DEMO.username, password: `wrong${i}pass` } })).status()).toBe(401);
    expect((await request.post(`${api}/api/login`, { data: DEMO })).status()).toBe(429);
    const loginFromPage = (credentials: RequestCredentials) =>
      page.evaluate(
        async ({ url, body, credentials }) =>
          (await fetch(url, { method: 'POST', credentials, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
        { url: `${api}/api/login`, body: DEMO, credentials },
      );
    expect(await loginFromPage('include')).toBe(200);
    expect(await loginFromPage('omit')).toBe(429);
  } finally {
    await context.setOffline(false);
    // the page and its service worker stop loading from the servers before they stop
    await page.goto('about:blank');
    await sameSite?.stop();
    await srv.stop();
    rmSync(served, { recursive: true, force: true });
    rmSync(built, { recursive: true, force: true });
  }
});
