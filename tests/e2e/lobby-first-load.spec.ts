import { coldStartHeld, expect, holdRequests, test } from './fixtures';

// Home's first load on a phone: what is asked for before the app's own script has run, and the splash.

test('a cold start asks once for each shell answer, before the scripts run, and preloads the first hero image', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('hero').getByRole('img', { name: 'Welcome Bonus 100%' })).toBeVisible();
  for (const path of ['/api/logo', '/api/general', '/api/sociallink', '/api/sliders']) {
    expect(
      sent.filter((p) => p === path),
      path,
    ).toHaveLength(1);
    // the shell's translations are the first thing the modules ask for once they run
    expect(sent.indexOf(path), path).toBeLessThan(sent.findIndex((p) => /\/assets\/shell-en-/.test(p)));
  }
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute('href', '/storage/banners/Welcome-Bonus.webp');
});

test("on a phone the home screen's scripts are asked for while the app's own script is still on its way, each once", async ({ page }) => {
  const { sent, listed, release } = await coldStartHeld(page, '/', 'phone');
  await expect.poll(() => listed.filter((f) => sent.includes(f))).toEqual(listed);
  release();
  await expect(page.getByTestId('hero').getByRole('img', { name: 'Welcome Bonus 100%' })).toBeVisible();
  // Vite's loader found the links in place: one preload link and one request per file
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((l) => new URL(l.href).pathname),
  );
  const counts = listed.map((f) => [f, links.filter((l) => l === f).length, sent.filter((p) => p === f).length]);
  expect(counts).toEqual(listed.map((f) => [f, 1, 1]));
  expect(listed.some((f) => f.endsWith('.css'))).toBe(true);
});

test("boot's own scripts, the shell's texts in the stored language among them, are asked for while the app's script is on its way, each once", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  const { sent, release } = await coldStartHeld(page, '/', 'phone');
  const boot = (JSON.parse((await page.locator('#route-preloads').textContent()) ?? '{}') as { boot: Record<string, string[]> }).boot.bn ?? [];
  expect(boot.some((f) => /\/shell-bn-[\w-]+\.js$/.test(f))).toBe(true);
  await expect.poll(() => boot.filter((f) => sent.includes(f))).toEqual(boot);
  release();
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // the module loader took the preloaded files: one request each, and no English texts
  expect(boot.map((f) => sent.filter((p) => p === f).length)).toEqual(boot.map(() => 1));
  expect(sent.some((p) => /\/shell-en-/.test(p))).toBe(false);
});

test('on a phone the splash shows the first banner where home shows it, and stays until the shell is there', async ({ page }) => {
  // any moment with neither the splash nor the app's header would be an empty screen
  await page.addInitScript(() => {
    const w = window as unknown as { emptyFrames: number };
    w.emptyFrames = 0;
    let splashSeen = false;
    new MutationObserver(() => {
      const splash = !!document.getElementById('splash');
      splashSeen ||= splash;
      if (splashSeen && !splash && !document.querySelector('#root header')) w.emptyFrames++;
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const early = page.locator('#splash-hero img');
  await expect(early).toHaveAttribute('src', '/storage/banners/Welcome-Bonus.webp');
  await expect.poll(() => early.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const before = await page.locator('#splash-hero').boundingBox();

  release();
  const hero = page.getByTestId('hero');
  await expect(hero.getByRole('img', { name: 'Welcome Bonus 100%' })).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  expect(await hero.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { emptyFrames: number }).emptyFrames)).toBe(0);
});
