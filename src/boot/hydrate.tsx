import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
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

/** Right before hydrateRoot: the prerendered content node, which RootLayout takes as its content host (usePageHost). */
export function handOverPrerenderedContent(): void {
  content = document.querySelector<HTMLElement>('#root .layout-content');
}

/** Holds the API client's answers until `release` (or the first screen's commit, whichever is first). */
export function holdAnswers(): { held: () => Promise<void>; release: () => void; releaseAfterFirstScreen: () => void } {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held: () => gate, release, releaseAfterFirstScreen: () => void whenFirstScreen().then(release) };
}

/**
 * Removes the prerendered content once the page's own has been put beside it, in the same commit
 * (React does not hydrate a portal's content: it renders it anew), so no frame shows neither.
 */
function DropPrerendered({ nodes }: { nodes: ChildNode[] }) {
  useLayoutEffect(() => {
    for (const node of nodes.splice(0)) node.remove();
    // the page is the app's now (the boot script and tests read the mark)
    document.documentElement.removeAttribute(PRERENDERED_ATTR);
  }, [nodes]);
  return null;
}

/** The prerendered page's content node (main.tsx hands it over before hydrating, once), else a new one. */
function contentHost(): HTMLElement {
  const el = content ?? document.createElement('div');
  content = null;
  el.className = 'layout-content';
  return el;
}

/**
 * [host, ready, handOver]: the node RootLayout renders the page content into (a portal) once `ready`,
 * and moves into whichever shell is mounted. When the app hydrates a prerendered page it is that
 * page's content node: React hydrates no portal, so the content is rendered in a transition of its
 * own after hydrating, the prerendered content stays on screen until it is in, and `handOver`
 * (rendered with the content) then removes it.
 */
export function usePageHost(): [host: HTMLElement, ready: boolean, handOver: ReactNode] {
  const [host] = useState(contentHost);
  const [stale] = useState(() => [...host.childNodes]);
  const [ready, setReady] = useState(stale.length === 0);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return [host, ready, stale.length > 0 && <DropPrerendered nodes={stale} />];
}

const never = () => () => {};

/**
 * The controls of a prerendered page, disabled until React has hydrated it (React's server snapshot
 * is false, the client's true): a tap or a choice made before React listens would be lost. A page
 * the app renders itself has them enabled from its first render. Links inside still work (the
 * browser follows them). No box of its own, and no group role.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} className="prerendered-fields" role="none">
      {children}
    </fieldset>
  );
}
