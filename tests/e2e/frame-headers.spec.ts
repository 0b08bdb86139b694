import type { Page } from '@playwright/test';
import { liveCricket, oddsUrl } from './exchange-helpers';
import { expect, loginByApi, test } from './fixtures';
import { openGame } from './games-helpers';

/**
 * The game page and the odds page frame other pages of the site (the game, the stream, the score):
 * the browser must not warn that they ask for their agent cluster differently from the app's pages.
 */
function clusterWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/origin-keyed agent cluster|Origin-Agent-Cluster/i.test(m.text())) seen.push(`${m.text()} @ ${m.location().url}`);
  });
  return seen;
}

test('/gamerun: the game frame loads without an Origin-Agent-Cluster warning', async ({ page }) => {
  const warnings = clusterWarnings(page);
  await loginByApi(page);
  await openGame(page, 'SLOT', 'JILI');
  // the frame has loaded and run its script (its button is enabled by it)
  await expect(page.frameLocator('iframe.gamerun-frame').getByRole('button', { name: 'Spin' })).toBeEnabled();
  expect(warnings).toEqual([]);
});

test('/odds-view: the stream and score frames load without an Origin-Agent-Cluster warning', async ({ page, request }) => {
  const warnings = clusterWarnings(page);
  await loginByApi(page);
  await page.goto(oddsUrl(await liveCricket(request)));
  await expect(page.locator('iframe')).not.toHaveCount(0);
  for (const frame of await page.locator('iframe').all()) await expect(frame).toBeVisible();
  // the frames' documents have been created (the warning comes with their response)
  await expect.poll(() => page.frames().filter((f) => f.url().includes('/api/')).length).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});
