import { expect, loginByApi, test } from './fixtures';

/** English / Bangla: the toggle switches the texts at once and is remembered (spec 1, 2.3). */
test('the Bangla toggle in the guest bar switches at once and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'My Account' });
  await bar.getByRole('combobox').selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'লগইন' })).toBeVisible();
  await expect(page.getByLabel('ইউজারনেম')).toBeVisible();
  await page.getByRole('button', { name: 'লগইন' }).click();
  await expect(page.getByText('ইউজারনেম আবশ্যক')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'লগইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // and back
  await page.getByRole('navigation', { name: 'আমার অ্যাকাউন্ট' }).getByRole('combobox').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('each screen names the browser tab after its heading, and after a move its heading takes the focus', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('TakaPlay: Casino and Cricket Exchange in Bangladesh');
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · TakaPlay');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot password · TakaPlay');
  // a screen reader is told where the player is now, not left on the link that was pressed
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeFocused();
  // in Bangla, in place
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('combobox').selectOption('bn');
  await expect(page).toHaveTitle('পাসওয়ার্ড ভুলে গেছেন · TakaPlay');
  // home keeps the site's title, in Bangla too
  await page.goto('/');
  await expect(page).toHaveTitle('টাকাপ্লে: বাংলাদেশে ক্যাসিনো ও ক্রিকেট এক্সচেঞ্জ');
});

test('the exchange screens speak Bangla', async ({ page }) => {
  await loginByApi(page);
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/exchange-inplay');
  await expect(page.getByRole('tab', { name: 'ইন-প্লে' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'মাল্টি' })).toBeVisible();
});

test.describe('a message on screen follows a language switch', () => {
  test.use({ expectedHttpErrors: ['/api/usr-forgot-password', '/api/usr-reset-password'] });
  test("the form's check and the server's refusal are read again in Bangla, and back in English", async ({ page }) => {
    await page.goto('/forgot-password');
    const alert = page.getByRole('main').getByRole('alert');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(alert).toHaveText('Please enter your email address.');
    const bar = page.getByRole('navigation', { name: 'My Account' });
    await bar.getByRole('combobox').selectOption('bn');
    await expect(alert).toHaveText('অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন।');

    // the server's words: its Bangla table may still be on its way when the refusal first shows
    await page.getByRole('textbox', { name: 'ইমেইল' }).fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'ইউজারনেম' }).fill('nobody404');
    await page.getByRole('button', { name: 'OTP পাঠান' }).click();
    await page.getByLabel('OTP').fill('000000');
    await page.getByLabel('নতুন পাসওয়ার্ড').fill('newpass99');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('newpass99');
    await page.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await expect(alert).toHaveText('OTP সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে।');
    await page.getByRole('navigation', { name: 'আমার অ্যাকাউন্ট' }).getByRole('combobox').selectOption('en');
    await expect(alert).toHaveText('The OTP is invalid or has expired.');
    // nothing typed was lost on the way
    await expect(page.getByRole('textbox', { name: 'New Password' })).toHaveValue('newpass99');
  });
});
