/// <reference lib="WebWorker" />
import type { PushMessage } from '../src/api/contract/push';

declare const self: ServiceWorkerGlobalScope;

type BadgeNavigator = WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** A push's content if it is one of ours: words to show and a path of this app to open (anything else is dropped). */
export function pushMessageOf(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Partial<PushMessage>;
  const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
  if (!text(m.title, 300) || !text(m.body, 1000) || !text(m.tag, 100) || !text(m.url, 500)) return null;
  // a path of this app only: a tap never leads to another site
  if (!m.url.startsWith('/') || m.url.startsWith('//') || m.url.includes('\\')) return null;
  return {
    title: m.title,
    body: m.body,
    tag: m.tag,
    url: m.url,
    badge: Number.isInteger(m.badge) && (m.badge ?? 0) > 0 ? (m.badge as number) : 0,
    lang: m.lang === 'bn' ? 'bn' : 'en',
  };
}

/** The window a tap brings forward: the focused one, else a visible one, else any of this app. */
export function windowToUse<C extends { focused: boolean; visibilityState: DocumentVisibilityState }>(windows: readonly C[]): C | undefined {
  return windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
}

/** The app's icon shows the unread inbox count (Badging API), also while the app is closed. */
async function showBadge(count: number): Promise<void> {
  const nav = self.navigator as BadgeNavigator;
  await (count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => undefined);
}

/** A tap: an open window of the app goes to the screen (brought forward), or a new one opens there. */
async function openAt(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const win = windowToUse(windows);
  if (win) {
    await win.focus().catch(() => undefined);
    if (win.url === href) return;
    // navigate() works on windows this worker controls; another one gets a window of its own
    if (await win.navigate(href).then(Boolean, () => false)) return;
  }
  await self.clients.openWindow(href);
}

/**
 * Push notifications: the server sends each push encrypted for this device (server/push/), with the
 * words already in the player's language; this shows it, keeps the icon's badge, and opens the
 * transaction, bet, message or limits a tap is about.
 */
export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    let data: unknown = null;
    try {
      data = event.data?.json();
    } catch {
      /* not ours */
    }
    const m = pushMessageOf(data);
    if (!m) return;
    event.waitUntil(
      Promise.all([
        showBadge(m.badge),
        self.registration.showNotification(m.title, {
          body: m.body,
          tag: m.tag,
          lang: m.lang,
          icon: '/icons/icon-192.png',
          data: { url: m.url },
        }),
      ]),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    const url = new URL(typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/', self.location.origin);
    event.waitUntil(openAt(url.href));
  });
}
