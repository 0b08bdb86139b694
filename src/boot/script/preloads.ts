import { storedLang } from '../../i18n/stored-lang';
import { isSitePath } from '../../lib/safe-url';
import { ROUTE_PRELOADS_ID } from '../page-keys';

// The boot script's script links: the lists are written into index.html by the build
// (src/boot/build/screen-preloads.ts), and Vite's loader then finds the links in place.

/**
 * Links added per task on a phone, where each link costs its main thread several ms
 * (docs/first-paint-log.md). A desktop adds its list at once: spread over tasks between the app's
 * own, its last links (the shell's stylesheets) came late.
 */
const LINKS_PER_TASK = 4;

function addModulePreloads(files: string[], perTask: number): void {
  for (const file of files.splice(0, perTask)) {
    const link = document.createElement('link');
    // a stylesheet is fetched now; the loader's own <link rel=stylesheet> then finds it in the cache
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    link.setAttribute('crossorigin', '');
    link.href = file;
    document.head.appendChild(link);
  }
  if (files.length) setTimeout(() => addModulePreloads(files, perTask), 0);
}

/**
 * The scripts of this address's screen in this layout (the table's `preload`, src/boot/landings.ts)
 * are asked for after `after`, while the page waits for its own: sooner than the router would, and
 * Vite's loader then finds their links in place instead of adding them inside the router's first load,
 * where they made its longest task. On a phone a few per task, so none is a long task.
 */
export function preloadScreenScripts(pathname: string, phone: boolean, after: Promise<unknown>): void {
  const checked = listed(phone ? 'phone' : 'desktop', pathname);
  const go = () => requestAnimationFrame(() => setTimeout(() => addModulePreloads(checked, phone ? LINKS_PER_TASK : checked.length), 0));
  if (checked.length) void after.then(go, go);
}

/**
 * What boot imports before the first render on every screen (React DOM's client, the persisted
 * cache, the shell's texts in the stored language, a desktop's own texts), asked for in the next task
 * instead of once the app's scripts have run: a round trip less before the first screen on a weak link.
 */
export function preloadBootScripts(phone: boolean): void {
  const lang = storedLang();
  const files = [...listed('boot', lang), ...(phone ? [] : listed('boot', `desktop-${lang}`))];
  if (files.length) setTimeout(() => addModulePreloads(files, phone ? LINKS_PER_TASK : files.length), 0);
}

/** index.html's lists, parsed once per element (the boot script reads two or three of them) */
const parsed = new WeakMap<Element, unknown>();

/** One list of index.html's route-preloads (src/boot/build/screen-preloads.ts), only paths on this site. */
function listed(group: string, key: string): string[] {
  const el = document.getElementById(ROUTE_PRELOADS_ID);
  if (el && !parsed.has(el)) parsed.set(el, JSON.parse(el.textContent || '{}'));
  const lists = el ? parsed.get(el) : undefined;
  const inGroup: unknown = lists && typeof lists === 'object' ? (lists as Record<string, unknown>)[group] : undefined;
  const files: unknown = inGroup && typeof inGroup === 'object' ? (inGroup as Record<string, unknown>)[key] : undefined;
  return (Array.isArray(files) ? files : []).filter(isSitePath);
}
