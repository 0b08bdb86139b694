import { axeIssues } from './axe';
import { devControl, expect, loginByApi, test } from './fixtures';
import { cacheEntries, waitForServiceWorker } from './pwa-helpers';
import { newPlayer, pendingDeposit, settle, toWalletPayment, transactions } from './funds-helpers';

// one after another in one worker: a test counts the shared server's deposit submissions
test.describe.configure({ mode: 'default' });

test.describe('deposit', () => {
  test('an unverified player is stopped at Next with the spec message and a link to the profile', async ({ page }) => {
    const p = await newPlayer(page.request);
    await loginByApi(page, p);
    await page.goto('/deposit');
    await expect(page.getByTestId('verification-notice')).toContainText(
      'Please complete the verification below before you proceed with the withdrawal request.',
    );
    await expect(page.getByTestId('security-level')).toHaveText('Unverified');
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText('Please verify your phone number first.');
    await dialog.getByRole('link', { name: 'Go to Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('full deposit: checks in order, make payment sent once, pending, operator settles, header balance changes', async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await page.goto('/');
    await expect(page.getByTestId('header-balance')).toContainText('৳ 0.00');
    await page.goto('/deposit');
    const dialog = page.getByRole('dialog');
    const next = page.getByRole('button', { name: 'Next' });

    // checks in the spec's order: amount, then method, then channel
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in your amount.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.pressSequentially('1e0');
    await expect(amount).toHaveValue('10');
    await amount.fill('');
    // a decimal stays as typed and is refused in words (dropping the '.' made 10.5 into 105)
    await amount.pressSequentially('10.5');
    await expect(amount).toHaveValue('10.5');
    await expect(page.getByText('Amounts are whole taka: enter digits only.')).toBeVisible();
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in your amount.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // a quick amount replaces it
    await page.getByRole('button', { name: '+500' }).click();
    await expect(amount).toHaveValue('500');
    await expect(page.getByText('Amounts are whole taka: enter digits only.')).toHaveCount(0);
    await amount.fill('');
    await page.getByRole('button', { name: '+500' }).click();
    await page.getByRole('button', { name: '+500' }).click();
    await expect(amount).toHaveValue('1000');
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a valid payment method.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // duplicates by name collapsed, inactive hidden, +2% on the bank
    await expect(page.getByRole('radio', { name: 'bKash' })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'UPAY' })).toHaveCount(0);
    await expect(page.locator('.method-card', { hasText: 'Bank Transfer' })).toContainText('+2%');
    await page.getByRole('radio', { name: 'bKash' }).check();
    await expect(page.getByText('bKash Payment')).toBeVisible();
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a Deposit channel.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('radio', { name: /Merchant/ })).toBeDisabled();
    await page.getByRole('radio', { name: /CashOut/ }).check();
    await next.click();

    await expect(page).toHaveURL(/\/make-payment$/);
    await expect(page.getByRole('heading', { name: 'bKash CashOut' })).toBeVisible();
    await expect(page.getByText('Cash Out to the account below, then enter your transaction ID.')).toBeVisible();
    await expect(page.getByTestId('masked-account')).toHaveText('01x-xxx-xxx-44');
    await expect(page.getByTestId('pay-amount')).toHaveText('৳ 1,000.00');
    await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
    await page.getByRole('button', { name: 'Copy account number' }).click();
    await expect(page.getByText('Account number copied!')).toBeVisible();
    await page.getByRole('button', { name: 'Copy Amount' }).click();
    await expect(page.getByText('Amount copied: 1000.00')).toBeVisible();

    // a reload keeps the flow (sessionStorage)
    await page.reload();
    await expect(page.getByTestId('masked-account')).toHaveText('01x-xxx-xxx-44');
    await expect(page.getByLabel('Your phone number (the one you paid from)')).toHaveValue(p.phone);

    // receipt images: several at once, previewed at most 310 px high, Reset Receipt clears them
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Receipt (optional)').setInputFiles([
      { name: 'r1.png', mimeType: 'image/png', buffer: png },
      { name: 'r2.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(page.getByRole('img', { name: /^Receipt r\d\.png$/ })).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Receipt r1.png' })).toHaveCSS('max-height', '310px');
    await page.getByRole('button', { name: 'Reset Receipt' }).click();
    await expect(page.getByRole('img', { name: /^Receipt / })).toHaveCount(0);

    const trx = page.getByLabel('Reference No. / Trans ID');
    await trx.fill('ab12');
    await expect(trx).toHaveValue('AB12');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    const errorDialog = page.getByRole('dialog', { name: 'Error' });
    await expect(errorDialog.getByRole('alert')).toHaveText('Please provide your TRX ID. It should be valid.');
    await errorDialog.getByRole('button', { name: 'OK' }).click();
    await trx.fill(`tx${Date.now().toString(36)}`);

    const before = ((await (await devControl(page.request, '/api/dev/stats')).json()) as Record<string, number>)['POST /api/submit-deposit'] ?? 0;
    await submit.dblclick();
    await expect(page.getByText('Thank You! We are verifying your transaction, Please hold on.')).toBeVisible();
    await expect(page.getByText('Pending...')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-request$/);
    const after = ((await (await devControl(page.request, '/api/dev/stats')).json()) as Record<string, number>)['POST /api/submit-deposit'] ?? 0;
    expect(after - before).toBe(1);

    await expect(page.getByText('Get Ready! Your Money is on its way. You will get it within')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:5\d) min$/);
    expect(await axeIssues(page)).toEqual([]);

    const list = await transactions(page.request, p);
    expect(list[0]).toMatchObject({ key: 0, action: 'deposit', amount: '1000.00' });
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/deposit');
    await expect(page.getByTestId('deposit-records').getByText('Pending')).toBeVisible();

    // the operator settles it: the shell header shows the new balance within one poll (10 s)
    await settle(page.request, list[0]?.id ?? 0);
    await expect(page.getByTestId('header-balance')).toContainText('৳ 1,000.00', { timeout: 12_000 });
  });

  test('numbers typed with a Bangla keyboard count: the amount and the TRX ID read ০-৯ as 0-9', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    const ewa = page.waitForRequest((r) => r.url().endsWith('/api/ewa/request'));
    await toWalletPayment(page, '৭০০');
    expect((await ewa).postDataJSON()).toMatchObject({ amount: '700' });
    await page.getByLabel('Reference No. / Trans ID').fill('okw৯৮৭৬');
    await expect(page.getByLabel('Reference No. / Trans ID')).toHaveValue('OKW9876');
  });

  test.describe('as an installed app', () => {
    // the one test of this file that needs the real service worker (see playwright.config.ts)
    test.use({ serviceWorkers: 'allow' });

    test('e-wallet provider: ewa/request gives the number, the submit confirms it; offline nothing is sent', async ({ page, context }) => {
      const p = await newPlayer(page.request, { verifyPhone: true });
      // as an installed app: the worker controls the page and holds the shell's public answers, so the
      // refetches that going offline and back start are answered from its cache, not failed by a race
      // between the page's and the worker's network emulation
      await page.goto('/');
      await waitForServiceWorker(page);
      await loginByApi(page, p);
      const ewa = page.waitForRequest((r) => r.url().endsWith('/api/ewa/request'));
      await toWalletPayment(page, '700');
      // (the deposit screen's promotions are a private call now, never in the worker's cache)
      await expect
        .poll(async () => (await cacheEntries(page)).map((e) => e.path))
        .toEqual(expect.arrayContaining(['/api/logo', '/api/general', '/api/sociallink']));
      expect((await ewa).postDataJSON()).toMatchObject({ amount: '700', provider: 'OKWallet', type: 'Personal' });
      await expect(page.getByTestId('masked-account')).toHaveText('01x-xxx-xxx-00');
      // unique per run: a retry of this test must not meet its own TRX ID as a duplicate
      const trx = `OKW${Date.now() % 10_000_000}`;
      await page.getByLabel('Reference No. / Trans ID').fill(trx);

      // offline: the money action is refused on the spot and nothing is sent
      let sent = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/ewa/confirm')) sent += 1;
      });
      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('dialog', { name: 'Error' }).getByRole('alert')).toContainText('You are offline');
      await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
      expect(sent).toBe(0);
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/payment-request$/);
      expect(sent).toBe(1);
      expect((await transactions(page.request, p))[0]).toMatchObject({ key: 0, amount: '700.00', transaction_id: trx });
    });
  });

  test('revert asks first; kept, nothing is sent; confirmed, one request and its message stays', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    const id = await pendingDeposit(page.request, p, '1200');
    await loginByApi(page, p);
    const reverts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/transaction/${id}/revert`)) reverts.push(r.url());
    });
    await page.goto(`/transaction-record?id=${id}`);
    await page.getByRole('button', { name: 'Revert', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revert this deposit?' });
    await expect(dialog).toContainText('If you have already sent the money, keep the request');
    await dialog.getByRole('button', { name: 'Keep the request' }).click();
    await expect(dialog).toBeHidden();
    expect(reverts).toEqual([]);

    await page.getByRole('button', { name: 'Revert', exact: true }).click();
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The deposit request was reverted.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Reverted');
    await expect(page.getByRole('button', { name: 'Revert', exact: true })).toHaveCount(0);
    expect(reverts).toHaveLength(1);
  });

  test('what was chosen and typed stays when the player goes to make payment and back, or to another page and back', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await page.goto('/deposit');
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    await page.getByRole('radio', { name: 'bKash' }).check();
    await page.getByRole('radio', { name: /CashOut/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/make-payment$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1500');
    await expect(page.getByRole('radio', { name: 'bKash' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /CashOut/ })).toBeChecked();

    await page.goto('/withdrawal');
    await page.getByLabel('Amount', { exact: true }).fill('700');
    await page.goto('/deposit');
    await page.goBack();
    await expect(page).toHaveURL(/\/withdrawal$/);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('700');
  });

  test('make payment without a deposit flow goes back to /deposit', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await page.goto('/make-payment');
    await expect(page).toHaveURL(/\/deposit$/);
  });
});
