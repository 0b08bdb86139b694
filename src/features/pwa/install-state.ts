import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/**
 * Install state, captured at module load (the browser may offer beforeinstallprompt before React
 * mounts): whether the browser offers its own prompt, whether this is iOS Safari (Add to Home
 * Screen by hand), and whether the app already runs installed (then every Install entry hides).
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  standalone: boolean;
  canPrompt: boolean;
  ios: boolean;
}

let deferred: BeforeInstallPromptEvent | undefined;

function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    window.matchMedia?.('(display-mode: minimal-ui)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone / iPad Safari, where only the Share menu's Add to Home Screen installs. */
export function isIosSafari(ua: string = typeof navigator !== 'undefined' ? navigator.userAgent : '', touchMac = false): boolean {
  const ios = /iPad|iPhone|iPod/.test(ua) || (touchMac && /Macintosh/.test(ua));
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

const store = createStore<InstallState>({
  standalone: isStandalone(),
  canPrompt: false,
  ios: typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent, navigator.maxTouchPoints > 1),
});

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // we show our own Install entry
    deferred = e as BeforeInstallPromptEvent;
    store.set({ ...store.get(), canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    store.set({ ...store.get(), canPrompt: false, standalone: true });
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => store.set({ ...store.get(), standalone: isStandalone() }));
}

/** What a prerendered page was drawn with (src/boot/landings.ts, `prerender`); its hydration starts from it too. */
const PRERENDERED: InstallState = { standalone: false, canPrompt: false, ios: false };

export function useInstallState(): InstallState {
  return useSyncExternalStore(store.subscribe, store.get, () => PRERENDERED);
}

/** Shows the browser's install prompt; false when the browser offers none (show the steps instead). */
export async function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return false;
  deferred = undefined;
  store.set({ ...store.get(), canPrompt: false });
  await e.prompt();
  const choice = await e.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
  if (choice.outcome === 'accepted') store.set({ ...store.get(), standalone: true });
  return true;
}
