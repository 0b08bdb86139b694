import { mutate } from '../../api';
import type { PushKindSwitches } from '../../api/contract/push';
import { pushMutations } from '../../api/calls/push';
import { currentLanguage } from '../../i18n';

/**
 * This device and the Push API: can it show the app's notifications, what did the player allow, its
 * subscription at the browser's push service, and what the server keeps for it (server/routes/push.ts).
 */
export type PushSupport = 'supported' | 'ios' | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  // Safari on iPhone and iPad has the Push API only in an app added to the home screen
  const ios =
    typeof navigator !== 'undefined' && (/iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));
  return ios ? 'ios' : 'unsupported';
}

export const permission = (): NotificationPermission => (pushSupport() === 'supported' ? Notification.permission : 'denied');

/**
 * Asks the browser's permission. Called first thing in the handler of the player's tap on a switch (the
 * browser shows its prompt only for a tap), never on its own.
 */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.permission === 'default' ? Notification.requestPermission() : Promise.resolve(Notification.permission);
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

async function browserSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** What the server keeps for this device's subscription (null: nothing on, or never subscribed here). */
export async function savedSwitches(): Promise<PushKindSwitches | null> {
  const sub = await browserSubscription();
  if (!sub) return null;
  return (await mutate(pushMutations.lookup, { endpoint: sub.endpoint })).data?.kinds ?? null;
}

const base64url = (b: ArrayBuffer | null) =>
  b
    ? btoa(String.fromCharCode(...new Uint8Array(b)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/**
 * Saves the switches for this device: subscribes at the push service first when one is on (with the
 * server's VAPID key), and unsubscribes when all are off. Answers what the server now keeps.
 */
export async function saveSwitches(kinds: PushKindSwitches): Promise<PushKindSwitches | null> {
  const reg = await registration();
  if (!reg) throw new Error('no service worker');
  const on = Object.values(kinds).some(Boolean);
  let sub = await reg.pushManager.getSubscription();
  if (!sub && !on) return null;
  if (!sub) {
    const { public_key } = await mutate(pushMutations.key, undefined);
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key });
  }
  const keys = { p256dh: base64url(sub.getKey('p256dh')), auth: base64url(sub.getKey('auth')) };
  const saved = await mutate(pushMutations.save, { endpoint: sub.endpoint, keys, lang: currentLanguage(), kinds });
  if (!saved.data) await sub.unsubscribe().catch(() => undefined);
  return saved.data?.kinds ?? null;
}

/** After a language switch: this device's pushes come in the new language (nothing to do when none are on). */
export async function followLanguage(): Promise<void> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
  const kinds = await savedSwitches();
  if (kinds) await saveSwitches(kinds);
}
