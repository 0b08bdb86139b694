import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { takePrerenderedContent } from './hydrate';
import { PRERENDERED_ATTR } from './page-keys';

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

/** The prerendered page's content node (main.tsx hands it over before hydrating), else a new one. */
function contentHost(): HTMLElement {
  const el = takePrerenderedContent() ?? document.createElement('div');
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
