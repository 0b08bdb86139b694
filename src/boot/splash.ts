import { whenNetworkQuiet } from '../lib/when-quiet';

let shown: () => void = () => {};
const firstScreen = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * index.html's splash lies over the app until a shell (mobile or desktop) has rendered, so the
 * player never sees an empty frame while the first screen's chunks arrive. Called in the commit
 * that shows the shell (a layout effect), or with the crash screen.
 */
export function hideSplash(): void {
  document.getElementById('splash')?.remove();
  shown();
}

/** Resolves in the commit that first shows a shell (or the crash screen). */
export function whenFirstScreen(): Promise<void> {
  return firstScreen;
}

/**
 * Runs `work` once the first screen is shown and its loading is over (src/lib/when-quiet.ts): what can
 * wait (tab titles and focus moves, the Bangla table of server messages) then neither delays the first
 * screen nor takes the idle moments while it is still loading.
 */
export function afterFirstScreen(work: () => void): void {
  void firstScreen.then(() => whenNetworkQuiet(work));
}
