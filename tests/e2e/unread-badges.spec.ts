import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginByApi, serverControl, test } from './fixtures';
import { ADMIN, signupPlayer } from './records-helpers';

/**
 * The unread inbox count is shown where a player goes to the inbox (bottom bar account entry, drawer,
 * account menus), from the one inbox poll, and on the installed app's icon; a failed mark-as-read says so.
 */
async function send(request: APIRequestContext, username: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await request.post('/api/admin/inbox', { headers: ADMIN, data: { username, title: `Notice ${i}`, message: `Message number ${i} for you.` } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  return ids;
}

/** Records what the page asks of the Badging API (the browser's own methods still run). */
async function recordAppBadge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Array<number> = [];
    (window as unknown as { __badge: number[] }).__badge = calls;
    const proto = Navigator.prototype as unknown as Record<string, (n?: number) => Promise<void>>;
    const set = proto.setAppBadge;
    const clear = proto.clearAppBadge;
    if (!set || !clear) return;
    proto.setAppBadge = function (this: Navigator, n?: number) {
      calls.push(n ?? 0);
      return set.call(this, n);
    };
    proto.clearAppBadge = function (this: Navigator) {
      calls.push(0);
      return clear.call(this);
    };
  });
}
const badgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __badge: number[] }).__badge);

test.describe('phone layout', () => {
  test('English: the count on the bottom bar, drawer and account menu from one poll, on the app icon, cleared at zero', async ({ page }) => {
    test.setTimeout(60_000);
    const p = await signupPlayer(page.request, 'ub');
    await send(page.request, p.username, 3);
    await recordAppBadge(page);
    let inboxCalls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/inbox') inboxCalls++;
    });
    await loginByApi(page, p);
    await page.goto('/account');
    const bar = page.getByRole('navigation', { name: 'My Account' });
    await expect(bar.getByRole('link', { name: 'My Account (3 unread messages)' })).toBeVisible();
    await expect(bar.getByTestId('unread-badge')).toHaveText('3');
    await expect(page.getByRole('main').getByRole('link', { name: 'Inbox (3 unread messages)' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('link', { name: 'Inbox (3 unread messages)' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    expect(await badgeCalls(page)).toContain(3);

    // three places, one poll job: over 12 s (one 10 s period) at most two inbox calls
    const start = inboxCalls;
    await page.waitForTimeout(12_000); // the period itself is what is measured
    expect(inboxCalls - start).toBeGreaterThanOrEqual(1);
    expect(inboxCalls - start).toBeLessThanOrEqual(2);

    // all read: the badges go, the app icon's badge is cleared
    await page.goto('/inbox');
    await page.getByRole('button', { name: 'Edit' }).click();
    for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `Select Notice ${n}` }).check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Read', exact: true }).click();
    await expect(bar.getByTestId('unread-badge')).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
    await expect.poll(async () => (await badgeCalls(page)).at(-1)).toBe(0);
  });
});

test.describe('phone layout, a failed read', () => {
  test.use({ expectedHttpErrors: ['/api/inbox/*'] });

  test('Bangla: the count in Bangla digits; a failed mark-as-read is said, and the message stays unread', async ({ page }) => {
    test.setTimeout(60_000);
    const p = await signupPlayer(page.request, 'ubn');
    const [id] = await send(page.request, p.username, 1);
    await loginByApi(page, p);
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.goto('/inbox');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const bar = page.getByRole('navigation', { name: 'আমার অ্যাকাউন্ট' });
    await expect(bar.getByRole('link', { name: 'আমার অ্যাকাউন্ট (১টি অপঠিত বার্তা)' })).toBeVisible();

    await serverControl(page, 'fault', { path: `/api/inbox/${id}/read`, status: 500 });
    try {
      // the operator's title is shown as sent (its digit too); the app's own count above is in Bangla digits
      await page.getByRole('button', { name: /Notice 1/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Notice 1' });
      await expect(dialog.getByRole('alert')).toHaveText('বার্তাটি পঠিত হিসেবে চিহ্নিত করা যায়নি। আবার চেষ্টা করুন।');
      await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await expect(bar.getByRole('link', { name: 'আমার অ্যাকাউন্ট (১টি অপঠিত বার্তা)' })).toBeVisible();
    } finally {
      await serverControl(page, 'fault', { path: `/api/inbox/${id}/read` });
    }
  });
});

test.describe('desktop layout', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test.use({ expectedHttpErrors: ['/api/inbox/*'] });

  for (const lang of ['en', 'bn'] as const) {
    test(`${lang}: the count on Member Center and the Inbox tab; the table heads are the spec's words; a failed read is said`, async ({ page }) => {
      test.setTimeout(60_000);
      const p = await signupPlayer(page.request, `ud${lang}`);
      const [first] = await send(page.request, p.username, 2);
      await loginByApi(page, p);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/account?tab=inbox');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const w =
        lang === 'en'
          ? {
              center: 'Member Center (2 unread messages)',
              tab: 'Inbox (2 unread messages)',
              heads: ['Subject', 'Content', 'Received Date (GMT+6)'],
              notice: 'Notice 1',
              failed: 'This message could not be marked as read. Please try again.',
            }
          : {
              center: 'মেম্বার সেন্টার (২টি অপঠিত বার্তা)',
              tab: 'ইনবক্স (২টি অপঠিত বার্তা)',
              heads: ['বিষয়', 'বিষয়বস্তু', 'প্রাপ্তির তারিখ (GMT+৬)'],
              // the operator's title as sent, its digit too
              notice: 'Notice 1',
              failed: 'বার্তাটি পঠিত হিসেবে চিহ্নিত করা যায়নি। আবার চেষ্টা করুন।',
            };
      await expect(page.getByRole('link', { name: w.center })).toBeVisible();
      await expect(page.getByRole('tab', { name: w.tab })).toBeVisible();
      const heads = page.getByTestId('inbox-table').getByRole('columnheader');
      await expect(heads.nth(0)).toHaveText(w.heads[0] as string);
      await expect(heads.nth(1)).toHaveText(w.heads[1] as string);
      await expect(heads.nth(2)).toHaveText(w.heads[2] as string);
      // the received date is the app's own: in the screen's digits
      const received = page.getByTestId('inbox-table').getByTestId('inbox-row').first().getByRole('cell').nth(2);
      await expect(received).toHaveText(lang === 'en' ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ : /^[০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2}$/);

      await serverControl(page, 'fault', { path: `/api/inbox/${first}/read`, status: 500 });
      try {
        await page.getByTestId('inbox-table').getByRole('button', { name: w.notice }).click();
        await expect(page.getByRole('dialog', { name: w.notice }).getByRole('alert')).toHaveText(w.failed);
      } finally {
        await serverControl(page, 'fault', { path: `/api/inbox/${first}/read` });
      }
    });
  }
});
