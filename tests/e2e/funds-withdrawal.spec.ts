import { axeIssues } from './axe';
import { expect, loginByApi, serverControl, test } from './fixtures';
import { fund, newPlayer, transactions } from './funds-helpers';

// one after another in one worker: a test closes withdrawals on the shared server for a moment
test.describe.configure({ mode: 'default' });

test.describe('withdrawal', () => {
  test.use({ expectedHttpErrors: ['/api/userwithdrawcheck'] });

  test('refused for a missing birthday with a link to /profile; after setting it the withdrawal goes through and the balance drops', async ({ page }) => {
    test.slow();
    const p = await newPlayer(page.request, { verifyPhone: true });
    await fund(page.request, p, '2000');
    await loginByApi(page, p);
    await page.goto('/withdrawal');
    await expect(page.getByTestId('header-balance')).toContainText('৳ 2,000.00');
    await expect(page.getByRole('button', { name: '+100' })).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Submit' });
    const dialog = page.getByRole('dialog');

    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Amount is required.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    await expect(page.getByLabel('Account number (phone)')).toHaveValue(p.phone);
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select your payment method.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('radio', { name: 'Nagad' }).check();
    await submit.click();
    await expect(dialog.getByRole('alert')).toContainText('Date of Birth');
    expect(await axeIssues(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Go to Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('button', { name: 'Edit Birthday' }).click();
    const bday = page.getByRole('dialog', { name: 'Edit Birthday' });
    await bday.getByLabel('Birthday').fill('1990-05-15');
    await bday.getByRole('button', { name: 'Save' }).click();
    await expect(bday.getByText('Save 1990-05-15 as your birthday? It cannot be changed later.')).toBeVisible();
    await bday.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('birthday-value')).toHaveText('1990-05-15');
    await expect(page.getByRole('button', { name: 'Edit Birthday' })).toHaveCount(0);

    await page.goto('/withdrawal');
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    await page.getByRole('radio', { name: 'Nagad' }).check();
    await submit.click();
    await expect(page.getByText('Withdrawal successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-request$/);
    await expect(page.getByTestId('header-balance')).toContainText('৳ 500.00');
    const list = await transactions(page.request, p);
    expect(list[0]).toMatchObject({ key: 0, action: 'withdraw', amount: '1500.00' });

    // a second withdrawal while the first is pending is refused with the spec message
    await page.goto('/withdrawal');
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByRole('radio', { name: 'Nagad' }).check();
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
    );
  });
});

test.describe('withdrawal closed', () => {
  test('withdrawal_status 0: no methods and the spec message', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await serverControl(page, 'general', { withdrawal_status: 0 });
    try {
      await page.goto('/withdrawal');
      await expect(page.getByText('No withdraw methods available. Try again later.')).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(0);
    } finally {
      await serverControl(page, 'general', { withdrawal_status: 1 });
    }
  });
});
