import type { AnyRouter } from '@tanstack/react-router';
import { subscribeLanguage, t } from '../i18n';

const SITE = 'TakaPlay';
/** a screen's code and texts may still be loading when the router has resolved it */
const WAIT_MS = 5000;

const heading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Calls `done` with the screen's h1 once the new screen has rendered: a heading other than `before`,
 * or with other text (React may reuse the element), or whatever heading there is after WAIT_MS.
 */
function whenNewHeading(before: { el: HTMLElement | null; text: string }, done: (h: HTMLElement | null) => void): () => void {
  const fresh = () => {
    const h = heading();
    return h && (h !== before.el || h.textContent !== before.text) ? h : null;
  };
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    const h = fresh();
    if (!h) return;
    stop();
    done(h);
  });
  const timer = setTimeout(() => {
    stop();
    done(heading());
  }, WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const now = fresh();
  if (now) {
    stop();
    done(now);
  }
  return stop;
}

/**
 * Each screen names the browser tab after its heading, in the player's language (home keeps the site's
 * title), and after a move to another screen its heading takes the focus, so a screen reader says
 * where the player is now instead of staying on the link that was pressed. Started after the first paint.
 */
export function followScreens(router: AnyRouter): () => void {
  const htmlTitle = document.title;
  let cancel = () => {};
  const name = (h: HTMLElement | null) => {
    const text = h?.textContent?.trim();
    // home keeps the site's title, in the player's language (index.html's is the English one)
    document.title = text && location.pathname !== '/' ? `${text} · ${SITE}` : t('siteTitle', htmlTitle);
  };
  // what the screen being left showed, and where the focus was, when the move began: by the time the
  // router says it resolved, the new screen (and its heading) may have been drawn long ago
  let left: { el: HTMLElement | null; text: string; focus: Element | null } = { el: null, text: '', focus: null };
  const unsubscribeStart = router.subscribe('onBeforeNavigate', () => {
    const h = heading();
    left = { el: h, text: h?.textContent ?? '', focus: document.activeElement };
  });
  // once the heading has changed: name the tab, and after a move to another screen focus the heading,
  // unless the player already put the focus somewhere on the new screen (a price tapped, a stake typed)
  const follow = (focus: boolean, from: typeof left) => {
    cancel();
    cancel = whenNewHeading(from, (next) => {
      name(next);
      const now = document.activeElement;
      const untouched = !now || now === document.body || now === from.focus;
      if (!focus || !next || !untouched || next.contains(now) || document.querySelector('dialog[open]')) return;
      if (!next.hasAttribute('tabindex')) next.tabIndex = -1;
      next.focus({ preventScroll: true });
    });
  };
  cancel = whenNewHeading({ el: null, text: '' }, name);
  // a tab or a filter kept in the address (the same screen) renames the tab; the focus stays with the player
  const unsubscribe = router.subscribe('onResolved', (e) => {
    if (e.hrefChanged) follow(e.pathChanged, left);
  });
  // the language toggle re-renders the heading in place
  const unsubscribeLanguage = subscribeLanguage(() => {
    const h = heading();
    follow(false, { el: h, text: h?.textContent ?? '', focus: null });
  });
  return () => {
    cancel();
    unsubscribe();
    unsubscribeStart();
    unsubscribeLanguage();
  };
}
