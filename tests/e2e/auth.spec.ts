import { axeIssues } from './axe';
import { fillSignup, newPlayer, registerByApi, storedSession } from './auth-helpers';
import { DEMO, expect, fillCaptcha, login, test } from './fixtures';

/** Sign-up, login and the guard (spec 2.8, 2.11, 4); recovery and link codes are in recovery.spec.ts. */

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

  test('on a Bangla screen the server field error is in Bangla', async ({ page }) => {
    await page.goto('/signup');
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.reload();
    const p = { ...newPlayer(), username: DEMO.username };
    for (const [name, value] of Object.entries({
      username: p.username,
      password: p.password,
      confirmPassword: p.password,
      name: 'E2E',
      phone: p.phone,
      email: p.email,
    })) {
      await page.locator(`form [name="${name}"]`).fill(value);
    }
    await fillCaptcha(page);
    await page.getByRole('button', { name: 'সাইন আপ' }).click();
    await expect(page.getByText('এই ইউজারনেমটি আগেই নেওয়া হয়েছে।')).toBeVisible();
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
    const p = await registerByApi(page.request);
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

  test('a logged-in player opening login, sign-up, register or password reset goes on instead of a second login', async ({ page }) => {
    await login(page);
    for (const path of ['/signup', '/forgot-password', '/register', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByTestId('header-balance')).toBeVisible();
    }
    // where a login would have taken them
    await page.goto('/login?redirect=%2Fdeposit');
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });

  test('a redirect to another site is not followed', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/login', '/signup', '/forgot-password']) {
    test(`axe finds no issue on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      expect(await axeIssues(page)).toEqual([]);
    });
  }
});
