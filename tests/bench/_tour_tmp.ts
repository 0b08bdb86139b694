import { chromium } from '@playwright/test';
import { startOwnServer } from '../e2e/pwa-server';
const srv = await startOwnServer('tour');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const width = Number(process.env.W ?? 390);
const lang = process.env.LANG_UI ?? 'bn';
try {
  const ctx = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(srv.url + '/login');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  const paths = (process.env.PATHS ?? '/,/games,/login,/signup').split(',');
  let loggedIn = false;
  for (const p of paths) {
    if (p === 'LOGIN') {
      await page.goto(srv.url + '/login');
      await page.locator('input[name="username"]').fill('demoplayer');
      await page.locator('input[name="password"]').fill('demo12345');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/');
      loggedIn = true;
      continue;
    }
    await page.goto(srv.url + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = `/tmp/tour-${lang}-${width}${p.replace(/[/?=&]/g, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(name, 'sideways', sw, loggedIn);
  }
} finally { await browser.close(); await srv.stop(); }
