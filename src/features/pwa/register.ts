import { storeFirstPublicAnswers } from './first-answers';
import { SKIP_WAITING } from '../../shared/sw-messages';
import { offerUpdate } from './update-store';

/** How often a running app asks for a new version while online. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let started = false;

function watchRegistration(reg: ServiceWorkerRegistration): void {
  const skip = () => reg.waiting?.postMessage({ type: SKIP_WAITING });
  const watch = (sw: ServiceWorker | null) =>
    sw?.addEventListener('statechange', () => {
      if (sw.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(skip);
    });
  if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(skip);
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
}

/**
 * Registers the service worker (this module and workbox-window load after the first paint). A waiting worker
 * offers Reload; the first install asks once more for the public answers the page has, so they land in Cache Storage.
 */
export async function registerServiceWorker(): Promise<void> {
  if (started || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  document.documentElement.dataset.build = __BUILD_ID__;
  const hadController = !!navigator.serviceWorker.controller;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  // a new version waits: offer Reload (workbox-window's event, and the registration itself in case
  // the browser found the update before this page registered)
  wb.addEventListener('waiting', () => offerUpdate(() => wb.messageSkipWaiting()));

  if (!hadController) {
    navigator.serviceWorker.addEventListener('controllerchange', storeFirstPublicAnswers, { once: true });
  }

  // a browser that blocks service workers rejects here: the app simply runs without one
  const reg = await wb.register().catch((e: unknown) => {
    console.warn('service worker not registered', e);
    return undefined;
  });
  if (reg) watchRegistration(reg);
  const check = () => {
    if (navigator.onLine) void wb.update().catch(() => {});
  };
  setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
}
