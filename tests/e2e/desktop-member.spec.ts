import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

async function seriousViolations(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let n = 0;
function desktopName(): string {
  n += 1;
  return `dk${Date.now().toString(36)}${n}`.slice(0, 15);
}

async function captchaAnswer(page: Page): Promise<string> {
  const img = page.locator('img[data-captcha-id]');
  await expect(img).toBeVisible();
  const id = await img.getAttribute('data-captcha-id');
  const res = await page.request.get(`/api/dev/captcha/${id}`);
  const body = (await res.json()) as { answer: string | null };
  if (!body.answer) throw new Error('no captcha answer');
  return body.answer;
}

test.describe('desktop registration', () => {
  test.use({ expectedHttpErrors: ['/api/v1/create-players'] });

  test('two steps with every message; a wrong captcha is refused, the right one registers and logs in', async ({ page }) => {
    const username = desktopName();
    await page.goto('/register');
    const alert = page.locator('.dk-register-main').getByRole('alert');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert).toHaveText('Please fill in all fields');
    const user = page.getByLabel('Username');
    await user.fill(`${username.toUpperCase()}!`);
    await expect(user).toHaveValue(username);
    await expect(page.getByText('4-15 letters and numbers, shown in lower case')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret13');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert).toHaveText('Passwords do not match');
    await page.getByLabel('Confirm password').fill('secret12');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByLabel('Full name')).toBeVisible();
    await expect(page.getByLabel('Calling code')).toHaveValue('880');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(alert).toHaveText('Please fill in all fields for step 2');
    await page.getByLabel('Full name').fill('Rahim Uddin');
    await page.getByLabel('Phone number').fill('1712345678');
    await page.getByLabel('E-mail', { exact: true }).fill(`${username}@example.com`);

    // Previous and Next keep what was typed
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret12');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Rahim Uddin');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(`${username}@example.com`);

    const right = await captchaAnswer(page);
    const wrong = right === '0000' ? '1111' : '0000';
    await page.getByLabel('Verification code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(alert).toHaveText('You must confirm that you are 18 years old.');
    await page.getByRole('checkbox', { name: /18 years old/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The captcha is not correct.')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);

    // a new image was loaded; its answer registers
    const fresh = await captchaAnswer(page);
    await page.getByLabel('Verification code', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registration Successful!' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByTestId('header-balance')).toContainText('৳');
    await expect(page.locator('header.dk-header').getByText(`Hi, ${username}`)).toBeVisible();

    // a new captcha image on click
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('.dk-register-main').getByRole('alert')).toHaveText('Please fill in all fields');
  });
});

test.describe('desktop account', () => {
  test('tabs are deep-linkable; reload and back keep the tab; /vip and /referral open their tabs', async ({ page }) => {
    await login(page);
    await page.goto('/account');
    const tabs = page.getByRole('tablist', { name: 'Member Center' });
    await expect(tabs.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('account-username')).toHaveText('demoplayer');
    await expect(page.getByRole('progressbar', { name: /Normal to Elite I/ })).toBeVisible();
    const side = page.locator('.dk-acc-side');
    await expect(side.getByText('Normal', { exact: true })).toBeVisible();
    await expect(side.getByText('Elite I', { exact: true })).toBeVisible();
    for (const name of [
      'Deposit',
      'Withdrawal',
      'Betting Records',
      'Transaction Records',
      'Turnover',
      'My VIP',
      'Reset password',
      'Inbox',
      'Referral Program',
    ]) {
      await expect(tabs.getByRole('tab', { name })).toBeVisible();
    }

    await page.goto('/account?tab=inbox');
    await expect(tabs.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#acc-panel')).toHaveAttribute('data-tab', 'inbox');
    await tabs.getByRole('tab', { name: 'Transaction Records' }).click();
    await expect(page).toHaveURL(/\/account\?tab=transactionRecords$/);
    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Transaction Records' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/tab=inbox$/);
    await expect(tabs.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Inbox' }).press('ArrowDown');
    await expect(page).toHaveURL(/tab=referralProgram$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/vip');
    await expect(tabs.getByRole('tab', { name: 'My VIP' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/referral');
    await expect(tabs.getByRole('tab', { name: 'Referral Program' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('header.dk-header').getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/tab=deposit$/);
  });

  test('a guest opening the account goes to login and comes back to the tab', async ({ page }) => {
    await page.goto('/account?tab=vip');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Username').fill('demoplayer');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account\?tab=vip$/);
    await expect(page.getByRole('tablist', { name: 'Member Center' }).getByRole('tab', { name: 'My VIP' })).toHaveAttribute('aria-selected', 'true');
  });
});
