import type { BrowserContext, Page } from '@playwright/test';
import type { PushMessage } from '../../src/api/contract/push';
import { decryptPush, type PushService, startPushService, type TestSubscription } from '../tools/push-service';
import { expect, loginByApi, test } from './fixtures';
import { ADMIN_SECRET, newPlayer, pendingDeposit, type Player, settle } from './funds-helpers';
import { logoutFromDrawer } from './auth-helpers';
import { waitForServiceWorker } from './pwa-helpers';

/**
 * Push notifications end to end: the player turns a switch on, the operator acts, the real server
 * encrypts the push for the device and posts it to a push service; the real service worker shows it in
 * the player's language, and a tap opens the screen it is about.
 *
 * The browser's own pushManager.subscribe does not work here: Chromium refuses the Push API in an
 * incognito context (Playwright's), and no browser push service is reachable from this machine. An init
 * script gives the page a subscription at the test's own push service instead (its keys held by the
 * test, as a browser holds them); everything after it is real: the server's VAPID JWT and aes128gcm
 * encryption, decrypted here with the device's keys, then delivered to the service worker through the
 * DevTools protocol (ServiceWorker.deliverPushMessage), as the browser delivers a push it received.
 */

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service.close();
});

/** The page's PushManager, answering with the test's subscription; the key the app subscribed with is kept. */
function fakePushManager(sub: { endpoint: string; p256dh: string; auth: string }): void {
  const SUBSCRIBED = 'e2e-push-subscribed';
  const bytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const subscription = {
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: (name: string) => bytes(name === 'p256dh' ? sub.p256dh : sub.auth),
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(SUBSCRIBED);
      return true;
    },
  };
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    if (Notification.permission !== 'granted' || !options?.userVisibleOnly)
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    localStorage.setItem(SUBSCRIBED, String(options.applicationServerKey));
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => (localStorage.getItem(SUBSCRIBED) ? (subscription as unknown as PushSubscription) : null);
}

/** A device of the test's push service, given to the page as its push subscription. */
async function deviceFor(page: Page): Promise<TestSubscription> {
  const sub = service.subscription();
  await page.addInitScript(fakePushManager, { endpoint: sub.endpoint, ...sub.keys });
  return sub;
}

const auth = (p: { token: string }) => ({ Authorization: `Bearer ${p.token}` });

/** What the server keeps for the device (the player's own login asks). */
async function saved(page: Page, p: { token: string }, sub: TestSubscription) {
  const r = await page.request.post('/api/push/subscription/lookup', { headers: auth(p), data: { endpoint: sub.endpoint } });
  expect(r.ok()).toBeTruthy();
  return ((await r.json()) as { data: { lang: string; kinds: Record<string, boolean> } | null }).data;
}

/** The next push the push service received for the device, checked as sent (201) and decrypted with its keys. */
async function nextPush(sub: TestSubscription, already: number): Promise<{ raw: string; message: PushMessage }> {
  const mine = () => service.received.filter((r) => r.endpoint === sub.endpoint);
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBeGreaterThan(already);
  const got = mine()[already];
  if (!got) throw new Error('no push');
  expect(got.headers['content-encoding']).toBe('aes128gcm');
  const raw = decryptPush(got.body, sub);
  return { raw, message: JSON.parse(raw) as PushMessage };
}

/** Hands a push to the page's service worker, as Chromium does with one from its push service. */
async function deliver(context: BrowserContext, page: Page, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => !r.isDeleted && r.scopeURL === new URL('/', page.url()).href);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data });
  await cdp.detach();
}

/** The notifications the app's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, lang: n.lang, tag: n.tag })),
  );

/**
 * The player taps the notification. Chromium has no way to click a notification from a test, so the
 * service worker is handed the notificationclick event for its notification; its own handler then runs.
 * (The browser lets only a real tap open a new window or focus one; a test's event can only navigate
 * the open window, which is the case tested here.)
 */
async function tap(context: BrowserContext, tag: string): Promise<void> {
  const [sw] = context.serviceWorkers();
  if (!sw) throw new Error('no service worker');
  await sw.evaluate(async (t) => {
    // the worker's globals (the tests are typed for pages)
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (e: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [n] = await scope.registration.getNotifications({ tag: t });
    if (!n) throw new Error(`no notification ${t}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: n }));
  }, tag);
}

/** A logged-in player on a page controlled by the app's service worker, in `lang`. */
async function startAs(page: Page, lang: 'en' | 'bn'): Promise<Player> {
  const player = await newPlayer(page.request, { verifyPhone: true });
  await loginByApi(page, player);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  return player;
}

test('phone, English: turned on only with permission; an approved deposit shows its amount in taka and a tap opens the transaction; logging out ends the subscription', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const player = await startAs(page, 'en');
  const device = await deviceFor(page);

  // nothing is asked before the player turns a switch on; the player blocks the prompt (Chromium
  // answers it so here): the screen says how to allow it, and no switch stays on
  await page.goto('/notifications');
  await waitForServiceWorker(page);
  const money = page.getByRole('switch', { name: /Money/ });
  await expect(money).toBeEnabled();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await money.click();
  await expect(page.getByTestId('push-problem')).toContainText('Notifications are blocked for this site');
  await expect(money).not.toBeChecked();
  await expect(money).toBeDisabled();

  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  await page.reload();
  await expect(money).toBeEnabled();
  await expect(money).not.toBeChecked();
  await money.click();
  await expect(money).toBeChecked();
  await expect(page.getByRole('switch', { name: /Messages/ })).not.toBeChecked();
  expect(await saved(page, player, device)).toEqual({ lang: 'en', kinds: { money: true, bets: false, messages: false, responsible: false } });
  // subscribed with the server's VAPID key
  const key = ((await (await page.request.get('/api/push/key')).json()) as { public_key: string }).public_key;
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscribed'))).toBe(key);

  const id = await pendingDeposit(page.request, player, '1000');
  await settle(page.request, id);
  const push = await nextPush(device, 0);
  expect(push.message).toMatchObject({ title: 'Deposit approved: ৳ 1,000.00', url: `/transaction-record?id=${id}`, lang: 'en' });
  expect(push.message.body).toMatch(/^৳ 1,000\.00 is in your main wallet \(\d{4}-\d\d-\d\d \d\d:\d\d GMT\+6\)\.$/);
  // nothing private in it: not the player's phone number, not the payment's reference
  expect(push.raw).not.toContain(player.phone);
  expect(push.raw).not.toContain(player.token);

  await deliver(context, page, push.raw);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: 'Deposit approved: ৳ 1,000.00', body: push.message.body, lang: 'en', tag: `transaction-${id}` }]);

  await tap(context, `transaction-${id}`);
  await expect(page).toHaveURL(new RegExp(`/transaction-record\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('৳ 1,000.00');
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // logging out on this device ends its subscription, at the browser and on the server
  await logoutFromDrawer(page);
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscribed'))).toBeNull();
  const again = (await (await page.request.post('/api/login', { data: { username: player.username, password: player.password } })).json()) as { token: string };
  expect(await saved(page, again, device)).toBeNull();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("Bangla: the account's Notifications tab; the words in Bangla with Bangla digits; a message's tap opens it in the inbox tab", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const player = await startAs(page, 'bn');
    const device = await deviceFor(page);
    await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });

    await page.goto('/account?tab=notifications');
    await waitForServiceWorker(page);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText('নোটিফিকেশন');
    await panel.getByRole('switch', { name: /বার্তা/ }).click();
    await expect(panel.getByRole('switch', { name: /বার্তা/ })).toBeChecked();
    await panel.getByRole('switch', { name: /টাকা/ }).click();
    await expect(panel.getByRole('switch', { name: /টাকা/ })).toBeChecked();
    expect(await saved(page, player, device)).toEqual({ lang: 'bn', kinds: { money: true, bets: false, messages: true, responsible: false } });

    await settle(page.request, await pendingDeposit(page.request, player, '1000'));
    const deposit = await nextPush(device, 0);
    expect(deposit.message.title).toBe('ডিপোজিট অনুমোদিত: ৳ ১,০০০.০০');
    expect(deposit.message.body).toMatch(/^৳ ১,০০০\.০০ আপনার মূল ওয়ালেটে জমা হয়েছে \([০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2} GMT\+৬\)।$/);

    // the operator writes to this one player (its own words are sent as written)
    const sent = await page.request.post('/api/admin/messages', {
      headers: { 'X-Admin-Secret': ADMIN_SECRET },
      data: { username: player.username, title: 'Weekend cashback 10%', message: 'Ten per cent back on Saturday.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const messageId = ((await sent.json()) as { data: { id: number } }).data.id;
    const message = await nextPush(device, 1);
    expect(message.message).toMatchObject({ title: 'নতুন বার্তা', body: 'Weekend cashback 10%', url: `/inbox?id=${messageId}`, lang: 'bn', badge: 1 });

    await deliver(context, page, deposit.raw);
    await deliver(context, page, message.raw);
    await expect
      .poll(async () => (await shownNotifications(page)).sort((a, b) => a.tag.localeCompare(b.tag)))
      .toEqual([
        { title: 'নতুন বার্তা', body: 'Weekend cashback 10%', lang: 'bn', tag: `message-${messageId}` },
        { title: deposit.message.title, body: deposit.message.body, lang: 'bn', tag: deposit.message.tag },
      ]);

    await tap(context, `message-${messageId}`);
    // the desktop shows the inbox as its account tab, with the message open over it
    await expect(page).toHaveURL(/\/account\?/);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('inbox');
    const dialog = page.getByRole('dialog', { name: 'Weekend cashback 10%' });
    await expect(dialog).toContainText('Ten per cent back on Saturday.');
    // opened is read: the server counts it so
    await expect
      .poll(async () => {
        const r = await page.request.get(`/api/inbox?remote_id=${player.remoteId}`, { headers: auth(player) });
        return ((await r.json()) as { data: { unread: number } }).data.unread;
      })
      .toBe(0);
  });
});
