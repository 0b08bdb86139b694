import type { Page } from '@playwright/test';
import { axeIssues } from './axe';
import { DEMO, expect, fillCaptcha, login, test, uniqueName } from './fixtures';

async function signUp(page: Page): Promise<string> {
  const username = uniqueName('lob');
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('pass1234');
  await page.getByLabel('Confirm Password').fill('pass1234');
  await page.getByLabel('Full Name').fill('Lobby Player');
  await page.getByLabel('Phone Number').fill(`01${digits}`);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await fillCaptcha(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  return username;
}

test.describe('motion', () => {
  // the home's motion is what this test checks (the marquee's speed, the carousel's autoplay); the
  // other tests run with reduced motion, which leaves the CPU to the other worker
  test.use({ reducedMotion: 'no-preference' });

  test('home shows the seeded parts and the carousel advances by itself', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero.locator('.hero-slide')).toHaveCount(3);
    await expect(hero.getByRole('img', { name: 'Welcome Bonus 100%' })).toBeVisible();
    await expect(page.getByTestId('marquee')).toContainText('Welcome to TakaPlay!');
    // marquee speed 30 (px per second): the text crosses its whole box in width / 30 seconds
    await expect
      .poll(() => page.locator('.marquee-text').evaluate((el) => (el as HTMLElement).offsetWidth / Number.parseFloat(getComputedStyle(el).animationDuration)))
      .toBeCloseTo(30, 0);
    await expect(page.getByTestId('market-exchange')).toBeVisible();
    await expect(page.getByTestId('favourites').getByRole('button')).toHaveCount(3);
    await expect(page.getByTestId('featured').getByRole('button')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Play Bengal Aviator' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Payment methods');
    await expect(page.getByRole('link', { name: 'Install app' })).toHaveAttribute('href', '/install');

    // the first slide is current; after about 3 s the second one is, and the progress bar moves in between
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(async () => page.getByTestId('hero-progress').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a), { timeout: 8000 })
      .toBeGreaterThan(0.1);
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    await expect(hero.locator('.hero-slide').nth(1)).toHaveAttribute('data-active', 'true');
    // the slide in view is the current one, also after the last slide led back to the first
    const inView = (n: number) =>
      expect.poll(async () => {
        const [box, slide] = await Promise.all([hero.boundingBox(), hero.locator('.hero-slide').nth(n).boundingBox()]);
        return box && slide ? Math.round(slide.x - box.x) : null;
      });
    await inView(1).toBe(0);
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    await inView(2).toBe(0);
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    await inView(0).toBe(0);
  });
});

test('category navigation activates and scroll-to-top appears after 300 px', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByTestId('category-nav');
  await expect(nav).toHaveAttribute('data-active', 'false');
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(nav).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
  await expect(nav).toHaveAttribute('data-active', 'false');
});

test("a phone's footer, its code loaded once the page is idle: payments, community links, folded text, responsible gaming", async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.shell-footer');
  await expect(footer.getByRole('heading', { name: 'Payment methods' })).toBeAttached();
  await footer.scrollIntoViewIfNeeded();
  // the payment marks are the methods the platform has active, UPAY (inactive) not among them
  const payments = footer.getByTestId('footer-payments').getByRole('listitem');
  await expect(payments).toHaveText(['bKash', 'Nagad', 'Rocket', 'Bank Transfer', 'OKWallet']);
  await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/takaplay_example');
  const more = footer.getByRole('button', { name: 'Show More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(footer.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  // the tools are a member's: a guest logs in first, and is then taken there
  await footer.getByRole('link', { name: 'Responsible Gaming' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fresponsible-gaming$/);
});

test('a guest clicking a featured game goes to /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play Bengal Aviator' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a player starts a featured game from home; closing it returns home', async ({ page }) => {
  await login(page);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Play Bengal Aviator' }).click();
  await expect(page).toHaveURL(/\/gamerun$/);
  await expect(page.frameLocator('iframe.gamerun-frame').getByRole('button', { name: 'Bet' })).toBeVisible();
  // the card, the game bar and the game's own page name the same game
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bengal Aviator');
  await expect(page.frameLocator('iframe.gamerun-frame').getByRole('heading', { level: 1 })).toHaveText('Bengal Aviator');
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the chat button: a drag moves it without opening support, a tap (under 10 px) opens it', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/');
  const btn = page.getByRole('button', { name: 'Chat with support' });
  const start = await btn.boundingBox();
  if (!start) throw new Error('no chat button');
  // starts at the bottom right
  expect(start.x + start.width).toBeGreaterThan(390 - 40);
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;

  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 60, cy - 120, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await btn.boundingBox())?.y ?? 0).toBeLessThan(start.y - 100);
  const moved = await btn.boundingBox();
  if (!moved) throw new Error('no chat button');
  expect(moved.x).toBeLessThan(start.x - 40);

  // a small wobble is still a tap: support opens (the stored WhatsApp link) in a new tab
  const popup = context.waitForEvent('page');
  const mx = moved.x + moved.width / 2;
  const my = moved.y + moved.height / 2;
  await page.mouse.move(mx, my);
  await page.mouse.down();
  await page.mouse.move(mx + 4, my + 3, { steps: 2 });
  await page.mouse.up();
  const wa = await popup;
  await expect.poll(() => wa.url()).toContain('wa.me/8801700000000');
  // exactly one support tab: the drag opened none
  expect(context.pages()).toHaveLength(2);
});

test('the welcome popup after sign-up and the system notice close for good', async ({ page }) => {
  await signUp(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome to TakaPlay!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Deposit now' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Home Page' }).click();
  await expect(welcome).toHaveCount(0);
  const notice = page.getByRole('dialog', { name: 'System notice' });
  await expect(notice).toContainText('Scheduled maintenance of the bKash channel');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the system notice shows after login and stays closed after a reload', async ({ page }) => {
  await login(page, DEMO.username, DEMO.password);
  const notice = page.getByRole('dialog', { name: 'System notice' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to TakaPlay!' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the blocked player sees the market-block popup instead of the exchange', async ({ page }) => {
  await login(page, 'blockedplayer', 'demo12345');
  await page.getByRole('dialog', { name: 'System notice' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('market-exchange')).toContainText('Blocked');
  await page.getByTestId('market-exchange').click();
  const popup = page.getByRole('dialog', { name: 'Section blocked' });
  await expect(popup).toContainText('This section is blocked by Your Upline.');
  await expect(popup).toContainText('Please contact customer support.');
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // the drawer's Sports > Exchange entry is guarded too
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByText('Sports', { exact: true }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Section blocked' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the drawer lists a category’s providers and opens its games', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByText('Slot', { exact: true }).click();
  await page.getByRole('button', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/games\?.*type=SLOT.*system=PG/);
  await expect(page.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-code', /^PG-SLOT-/);
});

test('axe: no issue on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('featured').getByRole('button').first()).toBeVisible();
  expect(await axeIssues(page)).toEqual([]);
});
