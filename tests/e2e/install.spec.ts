import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import { axeIssues } from './axe';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './pwa-helpers';

test('manifest and icons are valid and the app is installable (persistent profile)', async ({ baseURL }) => {
  const dir = mkdtempSync(join(tmpdir(), 'taka-install-'));
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, args: chromiumArgs, viewport: { width: 390, height: 844 } });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`${baseURL}/`);
    await waitForServiceWorker(page);
    const cdp = await ctx.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(data).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', short_name: 'TakaPlay', lang: 'en' });
    for (const icon of data.icons) {
      const res = await page.request.get(`${baseURL}${icon.src}`);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toContain('image/png');
    }
    expect(data.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const apple = await page.request.get(`${baseURL}/icons/apple-touch-icon.png`);
    expect(apple.status()).toBe(200);
    await expect.poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the header offers Install; the install page shows the steps and passes axe', async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('banner').getByTestId('install-entry');
  await expect(install).toBeVisible();
  await expect(install).toHaveAccessibleName('Install app');
  await install.click();
  await expect(page).toHaveURL(/\/install$/);
  await page.goto('/install');
  await expect(page.getByRole('heading', { name: 'Install the TakaPlay app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Install from your browser' }).or(page.getByRole('button', { name: 'Install' }).last())).toBeVisible();
  expect(await axeIssues(page)).toEqual([]);
});

test('iOS Safari gets the Add to Home Screen steps', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await ctx.newPage();
  await page.goto(`${baseURL}/install`);
  await expect(page.getByRole('heading', { name: 'Install on iPhone or iPad' })).toBeVisible();
  await expect(page.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
  await ctx.close();
});

test('running installed (display-mode standalone), the Install entry hides', async ({ page }) => {
  // Chromium has no display-mode emulation: answer the media query as an installed app's browser does
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (q: string) => (q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q));
  });
  await page.goto('/install');
  await expect(page.getByText('TakaPlay is installed on this device. Open it from your home screen.')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('install-entry')).toHaveCount(0);
});
