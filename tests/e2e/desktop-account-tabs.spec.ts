import bnDesktop from '../../src/i18n/locales/bn/desktop.json' with { type: 'json' };
import bnRecords from '../../src/i18n/locales/bn/records.json' with { type: 'json' };
import enDesktop from '../../src/i18n/locales/en/desktop.json' with { type: 'json' };
import enRecords from '../../src/i18n/locales/en/records.json' with { type: 'json' };
import { expect, loginByApi, test } from './fixtures';

/**
 * Inside a desktop account tab the tab is the screen's title: no second title with a back arrow to
 * /account, where the player already is ("Transaction Records", then "‹ Transaction Records").
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const TABS = ['bettingRecords', 'transactionRecords', 'turnover', 'vip', 'inbox', 'referralProgram', 'responsibleGaming'] as const;

for (const [lang, desktop, records] of [
  ['en', enDesktop, enRecords],
  ['bn', bnDesktop, bnRecords],
] as const) {
  test(`${lang}: a member screen inside its tab has no back header of its own`, async ({ page }) => {
    test.setTimeout(60_000);
    await loginByApi(page);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const tab of TABS) {
      await page.goto(`/account?tab=${tab}`);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 1 })).toHaveText(desktop.account.tabs[tab]);
      // the screen has loaded its words (its own controls are on the screen) before the header is looked for
      await expect(panel.locator('.page').first()).toBeVisible();
      await expect(panel.getByRole('link', { name: records.back }), tab).toHaveCount(0);
      await expect(panel.locator('.mp-head .mp-title'), tab).toHaveCount(0);
    }
  });
}
