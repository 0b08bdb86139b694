import { PRERENDERED_ATTR } from './page-keys';
import { whenFirstScreen } from './splash';

/**
 * Hydrating a prerendered first screen (src/boot/landings.ts, `prerender`): the client's first render must be
 * the server's, a guest with no answers, so answers that arrive before it are held back until it is
 * committed, and the persisted ones are restored after it (PersistProvider).
 */

/** A prerendered page the boot script left for the app (it removes the mark when this visit cannot hydrate). */
export function isPrerendered(): boolean {
  return document.documentElement.hasAttribute(PRERENDERED_ATTR) && document.querySelector('#root .layout-content') !== null;
}

let content: HTMLElement | null = null;

/** Right before hydrateRoot: the prerendered content node, which RootLayout takes as its content host. */
export function handOverPrerenderedContent(): void {
  content = document.querySelector<HTMLElement>('#root .layout-content');
}

export function takePrerenderedContent(): HTMLElement | null {
  const el = content;
  content = null;
  return el;
}

/** Holds the API client's answers until `release` (or the first screen's commit, whichever is first). */
export function holdAnswers(): { held: () => Promise<void>; release: () => void; releaseAfterFirstScreen: () => void } {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held: () => gate, release, releaseAfterFirstScreen: () => void whenFirstScreen().then(release) };
}
