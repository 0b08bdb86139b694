import type { Page } from '@playwright/test';
import { fillSignup, newPlayer, registerByApi, storedSession } from './auth-helpers';
import { axeIssues } from './axe';
import { expect, fillCaptcha, latestCode, login, test } from './fixtures';

/** Password recovery and the link codes (spec 2.9, 5, 8). */

test.describe('forgot password', () => {
  test.use({ expectedHttpErrors: ['/api/usr-forgot-password', '/api/usr-reset-password'] });
  async function recover(page: Page, mode: 'email' | 'sms') {
    // every refusal of the form in order, a reset and a login: more than 45 s on a busy machine
    test.setTimeout(90_000);
    const p = await registerByApi(page.request);
    await page.goto('/forgot-password');
    if (mode === 'sms') await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(page.getByRole('tabpanel', { name: mode === 'email' ? 'Email' : 'SMS' })).toContainText('Username');
    expect(await axeIssues(page)).toEqual([]);
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
      await fillCaptcha(page);
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

  test('after a wrong code the player goes back with what they typed, sends a new code, and it works', async ({ page }) => {
    const p = await registerByApi(page.request);
    await page.goto('/forgot-password');
    await page.getByLabel('Username').fill(p.username);
    await page.getByLabel('E-mail').fill(p.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').fill('000000');
    await page.getByLabel('New Password').fill('newpass77');
    await page.getByLabel('Confirm Password').fill('newpass77');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The OTP is invalid or has expired.');

    await page.getByRole('button', { name: 'Change your details or send a new code' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(p.username);
    await expect(page.getByLabel('E-mail')).toHaveValue(p.email);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent' })).toBeVisible();
    await expect(page.getByLabel('OTP')).toHaveValue('');
    await page.getByLabel('OTP').fill(await latestCode(page, p.username));
    await page.getByLabel('New Password').fill('newpass77');
    await page.getByLabel('Confirm Password').fill('newpass77');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Password changed successfully. Please login with your new password.')).toBeVisible();
  });

  test('on a Bangla screen the server messages are in Bangla', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    // the table of server messages comes when the browser is first idle
    const table = page.waitForResponse((r) => /\/assets\/server-bn-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto('/forgot-password');
    await table;
    await page.locator('input[name="username"]').fill('nosuchuser2');
    await page.locator('input[name="email"]').fill('nobody@example.com');
    await page.getByRole('button', { name: 'OTP পাঠান' }).click();
    // "OTP sent successfully. Please check your email." and "The OTP is invalid or has expired." (src/i18n/server-bn.json)
    await expect(page.getByRole('status').filter({ hasText: 'OTP' })).toHaveText('OTP সফলভাবে পাঠানো হয়েছে। অনুগ্রহ করে আপনার ইমেইল দেখুন।');
    await page.getByLabel('OTP').fill('000000');
    await page.getByLabel('নতুন পাসওয়ার্ড').fill('newpass99');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('newpass99');
    await page.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('OTP সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে।');
  });

  test('an e-mail that matches no account is answered as one that does: nobody learns which accounts exist', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Username').fill('nosuchuser1');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent' })).toHaveText('OTP sent successfully. Please check your email.');
    await page.getByLabel('OTP').fill('000000');
    await page.getByLabel('New Password').fill('newpass99');
    await page.getByLabel('Confirm Password').fill('newpass99');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The OTP is invalid or has expired.');
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

  test('/?refcode=CODE is stored too and the address loses it; the link followed last wins', async ({ page }) => {
    await page.goto('/?refcode=123456');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect.poll(async () => (await storedSession(page)).referral_code).toBe('123456');
    await page.goto('/affiliate_code?affiliate_code=AFFX1');
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue('AFFX1');
    await page.goto('/?refcode=DEMO2026');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/signup');
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue('DEMO2026');
  });

  test('/affiliate_code prefills the referral code too, and sign-up with it goes through', async ({ page }) => {
    await page.goto('/affiliate_code?affiliate_code=AFF777');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue('AFF777');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/create-players'));
    await fillSignup(page, newPlayer());
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ referral_code: 'AFF777' });
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page)).affiliate_code).toBeUndefined();
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
