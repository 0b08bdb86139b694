import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { devControl, expect, loginByApi, test } from './fixtures';
import { ADMIN_SECRET, newPlayer, type Player, transactions } from './funds-helpers';
import { waitForServiceWorker } from './pwa-helpers';

// one after another in one worker: tests count the shared server's receipt uploads
test.describe.configure({ mode: 'default' });

/**
 * Deposit receipts are really sent: screened by their bytes, size and count when picked, kept in the
 * form offline, uploaded with the deposit, shown in its detail, and served only to their owner and
 * the operator, as the picture they were checked to be.
 */
const picture = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' } })
    [format]()
    .toBuffer();
/** an HTML page named and typed as a PNG: refused by its bytes */
const disguised = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') };
/** a PNG by its first bytes, one byte over 5 MB */
const oversized = () => {
  const b = Buffer.alloc(5 * 1024 * 1024 + 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return { name: 'big.png', mimeType: 'image/png', buffer: b };
};

async function toBkashPayment(page: Page): Promise<void> {
  await page.goto('/deposit');
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('radio', { name: /CashOut/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/make-payment$/);
}

const uploads = async (page: Page) => ((await (await devControl(page.request, '/api/dev/stats')).json()) as Record<string, number>)['POST /api/receipts'] ?? 0;

/** The receipts of the player's newest deposit, as the operator reads them. */
async function operatorReads(page: Page, p: Player): Promise<{ id: number; list: Array<{ id: number; content_type: string }> }> {
  const tx = (await transactions(page.request, p))[0];
  const res = await page.request.get(`/api/admin/receipts?transaction_id=${tx?.id}`, { headers: { 'X-Admin-Secret': ADMIN_SECRET } });
  return { id: tx?.id ?? 0, list: ((await res.json()) as { data: Array<{ id: number; content_type: string }> }).data };
}

async function expectPicturesShown(page: Page, name: RegExp, count: number): Promise<void> {
  const imgs = page.getByRole('img', { name });
  await expect(imgs).toHaveCount(count);
  for (const img of await imgs.all()) await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(8);
}

test.describe('phone layout', () => {
  test('English: refusals named at once, kept offline, sent with the deposit, shown in its detail, private to the owner', async ({ page, context }) => {
    test.setTimeout(90_000);
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await toBkashPayment(page);
    const field = page.getByLabel('Receipt (optional)');
    await expect(page.getByText('JPEG, PNG or WebP pictures; at most 5, each up to 5 MB')).toBeVisible();

    await field.setInputFiles([{ name: 'paid.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg') }, disguised, oversized()]);
    const refusals = page.locator('.receipt-refused');
    await expect(refusals).toContainText('fake.png was not added: only JPEG, PNG or WebP pictures can be attached.');
    await expect(refusals).toContainText('big.png was not added: each picture must be 5 MB or smaller.');
    await expect(page.getByRole('img', { name: /^Receipt / })).toHaveCount(1);
    // a WebP named .txt counts (its bytes do); five at most, the sixth is refused by name
    const png = await picture('png');
    await field.setInputFiles([
      { name: 'screen.txt', mimeType: 'text/plain', buffer: await picture('webp') },
      ...[2, 3, 4, 5].map((n) => ({ name: `r${n}.png`, mimeType: 'image/png', buffer: png })),
    ]);
    await expect(refusals).toHaveText('r5.png was not added: you can attach at most 5 pictures.');
    await expect(page.getByText('5 pictures attached')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Receipt / })).toHaveCount(5);

    // offline: refused with the offline message; the pictures and the TRX ID stay (the worker installed first,
    // as on a player's phone: an install cut off by the connection is an error of the browser's own)
    await page.getByLabel('Reference No. / Trans ID').fill(`RC${Date.now().toString(36)}`);
    const before = await uploads(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'You are offline. Money actions are not sent without a connection: connect to the internet and try again.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('img', { name: /^Receipt / })).toHaveCount(5);
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await uploads(page)).toBe(before);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank You! We are verifying your transaction, Please hold on.')).toBeVisible();
    expect(await uploads(page)).toBe(before + 1);

    const { id, list } = await operatorReads(page, p);
    expect(list.map((r) => r.content_type)).toEqual(['image/jpeg', 'image/webp', 'image/png', 'image/png', 'image/png']);
    await page.goto(`/transaction-record?id=${id}`);
    await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible();
    await expectPicturesShown(page, /^Receipt \d of 5$/, 5);

    // the operator gets the picture with its checked type and nosniff; another player gets nothing
    const first = list[0]?.id;
    const asOperator = await page.request.get(`/api/admin/receipts/${first}`, { headers: { 'X-Admin-Secret': ADMIN_SECRET } });
    expect(asOperator.headers()['content-type']).toBe('image/jpeg');
    expect(asOperator.headers()['x-content-type-options']).toBe('nosniff');
    const asOwner = await page.request.get(`/api/receipts/${first}`, { headers: { Authorization: `Bearer ${p.token}` } });
    expect(asOwner.status()).toBe(200);
    const other = await newPlayer(page.request);
    expect((await page.request.get(`/api/receipts/${first}`, { headers: { Authorization: `Bearer ${other.token}` } })).status()).toBe(404);
    expect((await page.request.get(`/api/receipts/${first}`)).status()).toBe(401);
  });

  test('Bangla: the refusal and the receipts read in Bangla, numbers in Bangla digits', async ({ page }) => {
    test.setTimeout(60_000);
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await toBkashPayment(page);
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.reload(); // the flow survives a reload
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const field = page.getByLabel('রসিদ (ঐচ্ছিক)');
    await field.setInputFiles([disguised]);
    await expect(page.locator('.receipt-refused')).toHaveText('fake.png যোগ করা হয়নি: শুধু JPEG, PNG বা WebP ছবি সংযুক্ত করা যায়।');
    await field.setInputFiles([{ name: 'paid.png', mimeType: 'image/png', buffer: await picture('png') }]);
    await expect(page.getByText('১টি ছবি সংযুক্ত')).toBeVisible();
    await page.getByLabel('রেফারেন্স নং / ট্রান্স আইডি').fill(`RB${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'জমা দিন' }).click();
    await expect(page.getByText('ধন্যবাদ! আমরা আপনার লেনদেন যাচাই করছি, অনুগ্রহ করে অপেক্ষা করুন।')).toBeVisible();

    const { id } = await operatorReads(page, p);
    await page.goto(`/transaction-record?id=${id}`);
    await expect(page.getByRole('heading', { name: 'রসিদ', exact: true })).toBeVisible();
    await expectPicturesShown(page, /^রসিদ ১ \/ ১$/, 1);
  });
});

test.describe('desktop layout', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the receipts go with a desktop deposit and show in its detail', async ({ page }) => {
    test.setTimeout(60_000);
    const p = await newPlayer(page.request, { verifyPhone: true });
    await loginByApi(page, p);
    await toBkashPayment(page);
    await page.getByLabel('Receipt (optional)').setInputFiles([{ name: 'paid.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg') }, disguised]);
    await expect(page.locator('.receipt-refused')).toHaveText('fake.png was not added: only JPEG, PNG or WebP pictures can be attached.');
    await page.getByLabel('Reference No. / Trans ID').fill(`RD${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank You! We are verifying your transaction, Please hold on.')).toBeVisible();
    const { id, list } = await operatorReads(page, p);
    expect(list.map((r) => r.content_type)).toEqual(['image/jpeg']);
    await page.goto(`/transaction-record?id=${id}`);
    await expectPicturesShown(page, /^Receipt 1 of 1$/, 1);
  });
});
