import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, latestCode, login, test, uniqueName } from './fixtures';

/** Sign-up, login, password recovery, the guard and the link codes (spec 2.8, 2.9, 2.11, 4, 5, 8). */

/** The stored session as the app keeps it (IndexedDB through idb-keyval). */
async function storedSession(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('taka-session');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readonly');
          const store = tx.objectStore('keyval');
          const out: Record<string, string> = {};
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) {
              db.close();
              resolve(out);
              return;
            }
            out[String(c.key)] = String(c.value);
            c.continue();
          };
        };
      }),
  );
}

interface NewPlayer {
  username: string;
  password: string;
  email: string;
  phone: string;
}

function newPlayer(): NewPlayer {
  const username = uniqueName('e2e');
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return { username, password: 'pass1234', email: `${username}@example.com`, phone: `01${digits}` };
}

async function fillSignup(page: Page, p: NewPlayer): Promise<void> {
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm Password').fill(p.password);
  await page.getByLabel('Full Name').fill('E2E Player');
  await page.getByLabel('Phone Number').fill(p.phone);
  await page.getByLabel('E-mail').fill(p.email);
}

/** Creates a player through the sign-up screen and ends logged in on the home page. */
async function signUp(page: Page, p = newPlayer()): Promise<NewPlayer> {
  await page.goto('/signup');
  await fillSignup(page, p);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  return p;
}

/** Logs out with the drawer, from a page without the home popups (welcome, notice) over it. */
async function logoutFromDrawer(page: Page): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
}

test.describe('sign-up', () => {
  test.use({ expectedHttpErrors: ['/api/v1/create-players'] });
  test('a new player signs up and lands home as a player with a balance', async ({ page }) => {
    await page.goto('/referral_code?referral_code=DEMO2026');
    await expect(page).toHaveURL(/\/signup$/);
    const p = newPlayer();
    await fillSignup(page, p);
    await page.getByLabel('Currency').selectOption('BDT');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-balance')).toContainText('৳ 0.00');
    // guests' Login and Sign up are gone: the player bar shows instead
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    // spec 4: auto login, regPopup=1, popup=1, stored codes cleared
    const s = await storedSession(page);
    expect(s).toMatchObject({ username: p.username, regPopup: '1', popup: '1' });
    expect(s.token).toBeTruthy();
    expect(s.remote_id).toBeTruthy();
    expect(s.exchangeToken).toBeTruthy();
    expect(s.referral_code).toBeUndefined();
  });

  test('every field shows the spec message, in order, and what was typed stays', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const alerts = page.locator('form .error-text');
    await expect(alerts).toHaveText([
      'Username is required',
      'Password is required',
      'Confirm Password is required',
      'Phone number is required',
      'Email is required',
    ]);
    await page.getByLabel('Username').fill('bad name');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('other');
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Invalid username (only letters and numbers)')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid phone number (10-15 digits)')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Username').fill('abc');
    await page.getByLabel('Password', { exact: true }).fill('abcd123!');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Username must be between 8 and 16 characters')).toBeVisible();
    await expect(page.getByText('Password can only contain letters and numbers (no special characters)')).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toHaveValue('12345');
    await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');
    // the invalid field is marked for assistive technology
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a taken username shows the server field error and keeps the form', async ({ page }) => {
    await page.goto('/signup');
    const p = { ...newPlayer(), username: DEMO.username };
    await fillSignup(page, p);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The username has already been taken.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(p.email);
  });
});

test.describe('login', () => {
  test.use({ expectedHttpErrors: ['/api/login'] });
  test('empty fields, bad username and short password show the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Username').fill('demo player!');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username (only letters and numbers)')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('demo player!');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('short');
  });

  test('a wrong password shows Invalid credentials and keeps what was typed', async ({ page }) => {
    const p = await signUp(page);
    await logoutFromDrawer(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(p.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toHaveValue(p.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong1234');
    // the show toggle reveals what was typed
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    // then the right password logs in, and login stores what spec 4 says
    await page.getByLabel('Password', { exact: true }).fill(p.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedSession(page)).toMatchObject({ username: p.username, popup: '1', regPopup: '0' });
  });

  test('links to forgot password and sign up', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/login');
    await page.locator('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('the login guard', () => {
  test('a guest opening a member route goes to /login and comes back after logging in', async ({ page }) => {
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
  });

  test('a redirect to another site is not followed', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('forgot password', () => {
  test.use({ expectedHttpErrors: ['/api/usr-forgot-password', '/api/usr-reset-password'] });
  async function recover(page: Page, mode: 'email' | 'sms') {
    const p = await signUp(page);
    await logoutFromDrawer(page);
    await page.goto('/forgot-password');
    if (mode === 'sms') await page.getByRole('tab', { name: 'SMS' }).click();
    // the spec's checks first: the channel field, then the username
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      mode === 'email' ? 'Please enter your email address.' : 'Please enter your phone number.',
    );
    if (mode === 'email') {
      await page.getByLabel('E-mail').fill(p.email);
    } else {
      await expect(page.getByLabel('Country code')).toHaveValue('+880');
      await page.getByLabel('Phone Number').fill(p.phone.slice(1));
    }
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter your username.');
    await page.getByLabel('Username').fill(p.username);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent' })).toHaveText(`OTP sent successfully. Please check your ${mode}.`);

    const otp = page.getByLabel('OTP');
    await expect(otp).toHaveAttribute('placeholder', 'Enter 6 Digit OTP');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter the OTP.');
    await otp.fill('000000');
    await page.getByLabel('New Password').fill('lettersonly');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('New Password must contain at least one number, one letter, and 8 characters long.');
    await page.getByLabel('New Password').fill('newpass99');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please confirm your new password.');
    await page.getByLabel('Confirm Password').fill('newpass98');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Passwords do not match.');
    await page.getByLabel('Confirm Password').fill('newpass99');
    // a wrong code: the server's message, the form stays
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The OTP is invalid or has expired.');
    await expect(page.getByLabel('New Password')).toHaveValue('newpass99');

    const code = await latestCode(page, p.username);
    await otp.fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Password changed successfully. Please login with your new password.')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/);
    // the redirect waits about 1.5 s
    expect(Date.now() - shownAt).toBeGreaterThan(1000);

    await login(page, p.username, 'newpass99');
    await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  }

  test('by e-mail, through to a new password that logs in', async ({ page }) => {
    await recover(page, 'email');
  });

  test('by SMS, through to a new password that logs in', async ({ page }) => {
    await recover(page, 'sms');
  });

  test('an unknown account shows the server message', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Username').fill('nosuchuser1');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No account matches this username and e-mail.');
    await expect(page.getByLabel('Username')).toHaveValue('nosuchuser1');
  });
});

test.describe('link codes', () => {
  test('/referral_code stores the code and sign-up is prefilled with it', async ({ page }) => {
    await page.goto('/referral_code?referral_code=DEMO2026');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue('DEMO2026');
    expect((await storedSession(page)).referral_code).toBe('DEMO2026');
    await page.reload();
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue('DEMO2026');
  });

  test('/affiliate_code prefills the referral code too', async ({ page }) => {
    await page.goto('/affiliate_code?affiliate_code=AFF777');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue('AFF777');
  });

  test('/agent_code without a code says so on the page, then goes to sign-up', async ({ page }) => {
    await page.goto('/agent_code');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No agent_code found in the URL');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('/agent_code stores the agent code and sends it with sign-up', async ({ page }) => {
    await page.goto('/agent_code?agent_code=AGENT42');
    await expect(page).toHaveURL(/\/signup$/);
    expect((await storedSession(page)).agent_code).toBe('AGENT42');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/create-players'));
    await fillSignup(page, newPlayer());
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ agent_code: 'AGENT42', currency: 'BDT', status: 'active' });
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page)).agent_code).toBeUndefined();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/login', '/signup', '/forgot-password']) {
    test(`axe finds no serious or critical issue on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
