import type { Page } from '@playwright/test';
import bnCommon from '../../src/i18n/locales/bn/common.json' with { type: 'json' };
import bnDesktop from '../../src/i18n/locales/bn/desktop.json' with { type: 'json' };
import bnLobby from '../../src/i18n/locales/bn/lobby.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enDesktop from '../../src/i18n/locales/en/desktop.json' with { type: 'json' };
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };
import { expect, loginByApi, test } from './fixtures';

/**
 * Every game type the API lists has an entry in the phone's side menu and the desktop navigation
 * (spec 1, sections 1, 2.2 and 2.4): E-Games and Bingo open from a menu, not only by typing their
 * address. The side menu's Sports links the exchange's Sports and Multi Markets screens too.
 */
const SLUG: Record<string, keyof typeof enCommon.nav> = {
  LIVE: 'casino',
  SLOT: 'slot',
  TABLE: 'table',
  POKER: 'poker',
  CRASH: 'crash',
  FH: 'fishing',
  ARCADE: 'arcade',
  LOTTO: 'lottery',
  EGAME: 'egames',
  BINGO: 'bingo',
};
const TEXTS = {
  en: { common: enCommon, desktop: enDesktop, lobby: enLobby, allOf: (n: string) => `All ${n}` },
  bn: { common: bnCommon, desktop: bnDesktop, lobby: bnLobby, allOf: (n: string) => `সব ${n}` },
} as const;

async function apiTypes(page: Page): Promise<string[]> {
  const { types } = (await (await page.request.get('/api/get-type')).json()) as { types: string[] };
  return types.filter((x) => x !== 'SPORTS');
}

async function inLanguage(page: Page, lang: 'en' | 'bn', path: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of ['en', 'bn'] as const) {
  const w = TEXTS[lang];

  test(`phone (${lang}): the side menu has every game type the API lists; E-Games opens its games list`, async ({ page }) => {
    const types = await apiTypes(page);
    expect(types).toEqual(expect.arrayContaining(['EGAME', 'BINGO', 'ARCADE']));
    await inLanguage(page, lang, '/games');
    await page.getByRole('button', { name: w.common.header.menu }).click();
    const drawer = page.getByRole('dialog', { name: w.common.nav.mainMenu });
    for (const type of types) {
      const key = SLUG[type];
      if (!key) throw new Error(`no menu entry known for ${type}`);
      await expect(drawer.locator('summary', { hasText: w.common.nav[key] }), type).toHaveCount(1);
    }
    await drawer.locator('summary', { hasText: w.common.nav.egames }).click();
    await drawer.getByRole('button', { name: w.allOf(w.common.nav.egames) }).click();
    await expect(page).toHaveURL(/\/games\?type=EGAME/);
    await expect(page.getByTestId('game-grid').getByTestId('game-tile')).toHaveCount(8);
  });

  test(`phone (${lang}): the side menu's Sports opens Exchange Sports and Multi Markets`, async ({ page }) => {
    await loginByApi(page);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    const drawer = page.getByRole('dialog', { name: w.common.nav.mainMenu });
    for (const [label, path] of [
      [w.lobby.sportsMenu.exchangeSports, /\/exchange-sports$/],
      [w.lobby.sportsMenu.multiMarkets, /\/exchange-multi$/],
    ] as const) {
      await page.goto('/games');
      await page.getByRole('button', { name: w.common.header.menu }).click();
      await drawer.locator('summary', { hasText: w.common.nav.sports }).click();
      await drawer.getByRole('button', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test.describe(`desktop (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('the navigation has every game type the API lists; E-Games and Bingo open their category pages', async ({ page }) => {
      const types = await apiTypes(page);
      await inLanguage(page, lang, '/promotions');
      const nav = page.getByRole('navigation', { name: w.desktop.nav.label });
      for (const type of types) {
        const key = SLUG[type] as keyof typeof enDesktop.nav;
        await expect(nav.getByRole('link', { name: w.desktop.nav[key], exact: true }), type).toHaveAttribute('href', `/${key}`);
      }
      await nav.getByRole('link', { name: w.desktop.nav.egames, exact: true }).click();
      await expect(page).toHaveURL(/\/egames$/);
      await expect(page.getByRole('heading', { level: 1, name: w.desktop.nav.egames })).toBeVisible();
      await expect(page.getByTestId('dk-game')).toHaveCount(8);
      await nav.getByRole('link', { name: w.desktop.nav.bingo, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.desktop.nav.bingo })).toBeVisible();
      await expect(page.getByTestId('dk-game')).toHaveCount(6);
    });
  });
}

test.describe('desktop sign-up', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("every sign-up link opens the two-step register form: the header's and the login form's", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('form', { name: enDesktop.register.step1 })).toBeVisible();
    // the phone form's address too
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
