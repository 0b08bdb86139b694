import { axeIssues } from './axe';
import { expect, loginByApi, test } from './fixtures';
import { storedSession } from './auth-helpers';
import { fund, newPlayer } from './funds-helpers';
import { openFirstGame } from './games-helpers';

const UNTIL = /until \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+6\./;

test.describe('responsible gaming', () => {
  // the refusals this spec provokes on purpose
  test.use({ expectedHttpErrors: ['/api/ewa/request', '/api/login', '/api/provider/*'] });

  test('daily deposit limit of 1,000 refuses a 1,500 deposit with what is left', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await page.goto('/account');
    await page.getByRole('main').getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);

    const deposits = page.getByRole('form', { name: 'Deposit limits' });
    await deposits.getByLabel('Daily deposit limit (৳)').fill('1,000');
    await deposits.getByRole('button', { name: 'Save limits' }).click();
    await expect(deposits.getByRole('status')).toHaveText('Your limits are saved.');
    await expect(deposits.getByTestId('rg-status-daily')).toContainText('৳ 1,000.00 left of ৳ 1,000.00 until');
    expect(await axeIssues(page)).toEqual([]);

    // the deposit screen says what is left before the player starts; the server refuses past it
    await page.goto('/deposit');
    await expect(page.getByTestId('deposit-limit-note')).toContainText('Deposit limit: you can deposit up to ৳ 1,000.00 until');
    await page.getByRole('radio', { name: 'OKWallet' }).check();
    await page.getByRole('radio', { name: /Send Money/ }).check();
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    await page.getByRole('button', { name: 'Next' }).click();
    const refusal = page.getByRole('dialog').getByRole('alert');
    await expect(refusal).toContainText('This deposit would exceed your daily deposit limit. You can deposit up to ৳ 1,000.00 until');
    await expect(refusal).toHaveText(/GMT\+6\.$/);
    await expect(page).toHaveURL(/\/deposit$/);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  });

  test('a 24-hour break, with password and confirmation, ends the session and refuses login', async ({ page }) => {
    const p = await newPlayer(page.request);
    await loginByApi(page, p);
    await page.goto('/responsible-gaming');
    const breakForm = page.getByRole('form', { name: 'Take a break' });
    await breakForm.getByRole('radio', { name: '24 hours' }).check();
    await breakForm.getByLabel('Password', { exact: true }).fill(p.password);
    await breakForm.getByRole('button', { name: 'Take a break' }).click();
    await expect(breakForm.getByRole('alert')).toHaveText('Tick the box to confirm.');
    await breakForm.getByRole('checkbox').check();
    await breakForm.getByRole('button', { name: 'Take a break' }).click();
    const done = page.getByRole('dialog', { name: 'Take a break' });
    await expect(done).toContainText('Your account is on a break until');
    const message = (await done.getByRole('status').textContent()) ?? '';
    expect(message).toMatch(new RegExp(`^Your account is on a break ${UNTIL.source}$`));
    // the token the page held no longer works anywhere
    const { token } = await storedSession(page);
    expect((await page.request.post('/api/balance', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Username').fill(p.username);
    await page.getByLabel('Password', { exact: true }).fill(p.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/login/);
  });

  test('a raise waits 24 hours and shows when it applies; the history keeps each change; Bangla too', async ({ page }) => {
    const p = await newPlayer(page.request);
    await loginByApi(page, p);
    await page.goto('/responsible-gaming');
    const losses = page.getByRole('form', { name: 'Loss limits' });
    await expect(losses.getByLabel(/Monthly/)).toHaveCount(0);
    await losses.getByLabel('Weekly loss limit (৳)').fill('500');
    await losses.getByRole('button', { name: 'Save limits' }).click();
    await expect(losses.getByTestId('rg-status-weekly')).toContainText('৳ 500.00 left of ৳ 500.00');
    await losses.getByLabel('Weekly loss limit (৳)').fill('2000');
    await losses.getByRole('button', { name: 'Save limits' }).click();
    await expect(losses.getByTestId('rg-status-weekly')).toContainText(/Changes to ৳ 2,000\.00 on \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+6/);
    await expect(losses.getByLabel('Weekly loss limit (৳)')).toHaveValue('2000');
    const history = page.getByTestId('rg-history');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Loss limit, weekly: ৳ 500.00 → ৳ 2,000.00 from');

    const reality = page.getByRole('form', { name: 'Reality check' });
    await reality.getByRole('radio', { name: 'Every 60 minutes' }).check();
    await reality.getByRole('button', { name: 'Save reminder' }).click();
    await expect(reality.getByRole('status')).toHaveText('Your reality check is saved.');
    await expect(history.getByRole('listitem')).toHaveCount(3);

    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('দায়িত্বশীল গেমিং');
    await expect(page.getByRole('form', { name: 'লোকসানের সীমা' }).getByTestId('rg-status-weekly')).toContainText('৳ ২,০০০.০০ হবে');
    expect(await axeIssues(page)).toEqual([]);
  });

  test('the reality check stops play after the chosen minutes with the time and net result; Stop playing goes to the account', async ({ page }) => {
    const p = await newPlayer(page.request);
    const set = await page.request.post('/api/responsible-gaming/reality-check', { headers: { Authorization: `Bearer ${p.token}` }, data: { minutes: 30 } });
    expect(set.ok()).toBeTruthy();
    await page.clock.install();
    await loginByApi(page, p);
    await openFirstGame(page, 'SLOT', 'JILI');
    // the clock counts once the game page holds its Web Lock, a moment after the page opens: time
    // jumped before that is not play, so wait for its first counted second before jumping
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('realityClock') ?? '{}').playedMs ?? 0)).toBeGreaterThan(0);
    await page.clock.runFor('29:00');
    await expect(page.getByTestId('reality-check')).toHaveCount(0);
    await page.clock.runFor('01:05');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toContainText('You have played for 30 minutes this session.');
    await expect(dialog).toContainText('Net result: ৳ 0.00');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.runFor('30:05');
    await expect(dialog).toContainText('You have played for 60 minutes this session.');
    await dialog.getByRole('button', { name: 'Stop playing' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a loss limit refuses a spin that could pass it, in the game, with its message; nothing is charged', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await fund(page.request, p, '500');
    const set = await page.request.post('/api/responsible-gaming/limits', {
      headers: { Authorization: `Bearer ${p.token}` },
      data: { kind: 'loss', limits: { daily: '5' } },
    });
    expect(set.ok()).toBeTruthy();
    await loginByApi(page, p);
    const game = await openFirstGame(page, 'SLOT', 'JILI');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#m')).toHaveText('You have reached your daily loss limit.');
    await expect(page.getByTestId('gamerun-balance')).toContainText('৳ 500.00');
  });

  test('desktop: the account tab and the footer link lead to the same tools', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginByApi(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(page).toHaveURL(/\/account\?tab=responsibleGaming$/);
    await expect(page.getByRole('tab', { name: 'Responsible Gaming' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Deposit limits' }).getByLabel('Monthly deposit limit (৳)')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Self-exclusion' }).getByRole('radio', { name: 'Permanently' })).toBeVisible();
  });
});
