import type { Page } from '@playwright/test';
import { logoutFromDrawer, storedSession } from './auth-helpers';
import { answeredCaptcha, expect, loginByApi, serverControl, test, uniqueName } from './fixtures';
import { newPlayer, toWalletPayment } from './funds-helpers';

/** Session: logout, the 401-on-balance logout, and one session across tabs (spec 4, DESIGN 3). */

/** The support settings (whatsapp, liveChat, intercom, tawkId) are stored again from the public settings on every start. */
const SUPPORT_KEYS = ['intercom', 'liveChat', 'tawkId', 'whatsapp'];

async function storedKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('taka-session');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
          req.onsuccess = () => {
            db.close();
            resolve(req.result.map(String).sort());
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
  return keys.filter((k) => !SUPPORT_KEYS.includes(k));
}

/** A fresh player through the API (faster than the screen; the screen has its own test in auth.spec). */
async function newPlayerLoggedIn(page: Page): Promise<string> {
  const username = uniqueName('ses');
  const res = await page.request.post('/api/v1/create-players', {
    data: {
      username,
      password: 'pass1234',
      confirmPassword: 'pass1234',
      name: 'Session Player',
      phone: `017${Date.now().toString().slice(-8)}`,
      email: `${username}@example.com`,
      ...(await answeredCaptcha(page.request)),
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toContainText('৳ 0.00');
  return username;
}

test('logout from the drawer clears the session and goes home', async ({ page }) => {
  await newPlayerLoggedIn(page);
  // a link code is kept even for a logged-in player (sign-up itself sends them home)
  await page.goto('/agent_code?agent_code=AG1');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/referral_code?referral_code=DEMO2026');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await storedKeys(page)).toEqual(['agent_code', 'exchangeToken', 'popup', 'referral_code', 'regPopup', 'remote_id', 'token', 'username'].sort());
  const { token } = await storedSession(page);
  const balanceWith = async () => (await page.request.post('/api/balance', { headers: { Authorization: `Bearer ${token}` } })).status();
  expect(await balanceWith()).toBe(200);
  await logoutFromDrawer(page);
  // the server ended that login too: a copy of the token no longer works
  await expect.poll(balanceWith).toBe(401);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  // spec 4: token, balance, remote id, username, exchange token and agent code go; the rest stays
  await expect.poll(() => storedKeys(page)).toEqual(['popup', 'referral_code', 'regPopup']);
  // and the member area is closed again
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a logout in one tab logs out the other tabs', async ({ page, context }) => {
  await newPlayerLoggedIn(page);
  const other = await context.newPage();
  await other.goto('/install');
  await expect(other.getByTestId('header-balance')).toBeVisible();
  await logoutFromDrawer(page);
  await expect(other.getByTestId('header-balance')).toHaveCount(0);
  await expect(other.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
});

test.describe('a refused token', () => {
  // once the token is revoked, every private call the open screens make is refused
  test.use({ expectedHttpErrors: ['/api/*'] });

  test('a 401 on the balance poll clears every stored key and goes home', async ({ page }) => {
    test.setTimeout(60_000);
    const username = await newPlayerLoggedIn(page);
    await page.goto('/referral_code?referral_code=DEMO2026');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/deposit$/);
    await serverControl(page, 'revoke', { username });
    // the next balance poll (every 10 s) is answered 401: everything stored goes, even the referral code
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 25_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => storedKeys(page), { timeout: 5_000 }).toEqual([]);
    // home says why; closed, the note stays closed
    const notice = page.getByTestId('session-ended');
    await expect(notice).toContainText('Your session has ended. Log in again to continue where you left off.');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a session ended while paying: home says so, and logging in again returns to the payment with the TRX ID typed', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await toWalletPayment(page, '700');
    await page.getByLabel('Reference No. / Trans ID').fill('OKW7654321');
    await serverControl(page, 'revoke', { username: p.username });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const notice = page.getByTestId('session-ended');
    await expect(notice).toContainText('Your session has ended.');
    await notice.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmake-payment$/);
    await expect(page.getByRole('main').getByText('Your session has ended.', { exact: false })).toBeVisible();
    await page.getByLabel('Username').fill(p.username);
    await page.getByLabel('Password', { exact: true }).fill(p.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/make-payment$/);
    await expect(page.getByLabel('Reference No. / Trans ID')).toHaveValue('OKW7654321');
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
  });
});
