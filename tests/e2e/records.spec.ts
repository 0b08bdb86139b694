import { expect, loginByApi, test } from './fixtures';
import { expectAccessible } from './records-helpers';

test.describe('records (demo player, read only)', () => {
  test.beforeEach(async ({ page }) => {
    await loginByApi(page);
  });

  test('settled betting records drill into a group and back', async ({ page }) => {
    await page.goto('/betting-record');
    await expect(page.getByRole('tab', { name: 'Settled', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Date', { exact: true }).selectOption('7');
    await page.getByRole('button', { name: 'Submit' }).click();
    const arrows = page.getByRole('button', { name: /^Show \d+ records? of / });
    await expect(arrows.first()).toBeVisible();
    const groups = await arrows.count();
    expect(groups).toBeGreaterThan(3);
    const label = (await arrows.first().getAttribute('aria-label')) ?? '';
    const count = Number(/Show (\d+)/.exec(label)?.[1]);
    await arrows.first().click();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    const names = page.getByTestId('bet-game-name');
    await expect(names).toHaveCount(count);
    for (const name of await names.allTextContents()) expect([...name.replace('…', '')].length).toBeLessThanOrEqual(15);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(arrows).toHaveCount(groups);
  });

  test('exchange records show their status and a detail popup with timeline and table', async ({ page }) => {
    await page.goto('/betting-record');
    await page.getByRole('tab', { name: 'Exchange' }).click();
    await expect(page.getByText('LOST', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: /Bangladesh v India/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Bet details' });
    await expect(dialog.getByText('Bet placed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Table' }).click();
    await expect(dialog.getByRole('rowheader', { name: 'Odds' })).toBeVisible();
    await expectAccessible(page);
  });

  test('transaction records filter by status and open a detail view', async ({ page }) => {
    await page.goto('/transaction-record');
    const rows = page.getByTestId('tx-row');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();
    await page.getByLabel('Status').selectOption({ label: 'Fail' });
    await expect(rows.first()).toContainText('Fail');
    const fails = await rows.count();
    expect(fails).toBeGreaterThan(0);
    expect(fails).toBeLessThan(all);
    for (const text of await rows.allTextContents()) expect(text).toContain('Fail');
    await page.getByLabel('Status').selectOption({ label: 'Success' });
    await expect(rows.first()).toContainText('Success');
    for (const text of await rows.allTextContents()) expect(text).not.toContain('Fail');
    await expect(page.getByRole('heading', { name: /GMT\+6/ }).first()).toBeVisible();
    await rows.first().click();
    await expect(page).toHaveURL(/transaction-record\?id=\d+/);
    await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
    await expect(page.getByText('Request submitted')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Transaction Records' }).click();
    await expect(page.getByLabel('Status')).toBeVisible();
  });

  for (const path of ['/betting-record', '/transaction-record', '/turnover-record']) {
    test(`axe finds no issue on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path === '/betting-record') {
        // the seed's bets are relative to when the server started: past midnight in Dhaka, today has none yet
        await page.getByLabel('Date', { exact: true }).selectOption('7');
        await page.getByRole('button', { name: 'Submit' }).click();
      }
      await expect(page.locator('.mp-card').first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('turnover tickets show progress, and completed ones 100%', async ({ page }) => {
    await page.goto('/turnover-record');
    const tickets = page.getByTestId('turnover-ticket');
    await expect(tickets).toHaveCount(2);
    await expect(tickets.first()).toContainText('Pending');
    await expect(tickets.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37.75');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(tickets.first()).toContainText('100.00%');
    await expect(tickets.first()).toContainText('Last update');
  });
});
