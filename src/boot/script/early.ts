import { callUrl } from '../../api/call-url';
import { apiConfig } from '../../api/config';
import { EARLY_ANSWERS, type EarlyAnswers } from '../../api/early';
import { gamesQuery, PUBLIC_CALLS } from '../../api/public-calls';
import { AUTH_LOGO_SIZE } from '../../features/auth/logo-size';
import { EARLY_SHELL_CALLS, type FirstCall, landingOf, searchOf } from '../landings';
import { PRERENDERED_ATTR } from '../page-keys';
import { firstHeroImage, firstPosters, newImage, preloadImage, shellLogoImage, splashBoxId } from './splash';

type At = Pick<Location, 'pathname' | 'search'>;

/** The query of each call a first screen asks for with one, from its arguments, as the client builds it (src/api/calls/public.ts). */
const QUERIES: Record<string, ((...args: never[]) => unknown) | undefined> = { systems: (type: string) => ({ type }), games: gamesQuery };

/** A call's address on the platform host: the client takes the early answer only at the very same address. */
function urlOf([name, ...args]: FirstCall, base: string): string {
  return callUrl(PUBLIC_CALLS[name], base, QUERIES[name]?.(...(args as never[])));
}

/** The public answers asked for early at this landing address: the shell's, then its row's calls (src/boot/landings.ts). */
export function earlyUrls(at: At, phone: boolean, base: string = apiConfig.platformBase()): string[] {
  const calls: FirstCall[] = [...EARLY_SHELL_CALLS.map((name) => [name] as FirstCall), ...(landingOf(at.pathname)?.calls?.(searchOf(at.search), phone) ?? [])];
  return calls.map((call) => urlOf(call, base));
}

const isPrerenderedPage = () => document.documentElement.hasAttribute(PRERENDERED_ATTR);

/**
 * What the boot script does with an answer as soon as it arrives: preload the images it names and show
 * them in the splash's box (or a prerendered page's own) where the screen will show them. `splash`: the
 * splash's images wait for it (on a phone's home the screen's scripts go after them).
 */
const HINTS: Record<string, { run: (answer: unknown, phone: boolean) => unknown; splash: boolean }> = {
  [PUBLIC_CALLS.logo]: {
    splash: true,
    run: (list, phone) => {
      const src = shellLogoImage(list, phone);
      if (!src) return;
      preloadImage(src, false);
      // a prerendered login page (drawn with no answer) shows the brand in text: the logo takes its
      // place now, as the screen will show it, not once the scripts have run (its largest paint)
      const slot = isPrerenderedPage() ? document.querySelector('#root .auth-logo') : null;
      slot?.replaceChildren(newImage(src, 'TakaPlay', AUTH_LOGO_SIZE));
    },
  },
  [PUBLIC_CALLS.sliders]: {
    splash: true,
    run: (list) => {
      const src = firstHeroImage(list);
      if (!src) return;
      preloadImage(src, true);
      // the splash's box, or on a prerendered home page its own hero box (drawn empty, no answer in it)
      const box = isPrerenderedPage() ? document.querySelector('#root .hero') : document.getElementById(splashBoxId('hero'));
      const img = newImage(src);
      if (box && getComputedStyle(box).display !== 'none') box.appendChild(img);
      return img.decode();
    },
  },
  [PUBLIC_CALLS.games]: {
    splash: false,
    run: (answer) => {
      const box = document.getElementById(splashBoxId('posters'));
      for (const src of firstPosters(answer)) {
        preloadImage(src, true);
        if (!box) continue;
        const tile = document.createElement('span');
        tile.appendChild(newImage(src));
        box.appendChild(tile);
      }
    },
  },
};

/** each fetch() in a task of its own: several in the parser's task made one long task */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The public answers of earlyUrls start now, while the modules download; src/api/early.ts hands them
 * to the API client. Resolves once the splash's images (the logo, a first banner) are in.
 */
export function askEarly(landing: At, phone: boolean): Promise<unknown> {
  const early: EarlyAnswers = {};
  (window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS] = early;
  const splashImages: Promise<unknown>[] = [];
  for (const url of earlyUrls(landing, phone)) {
    const answer = nextTask()
      .then(() => fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' }))
      .catch(() => null);
    early[url] = answer;
    const hint = HINTS[new URL(url).pathname];
    if (!hint) continue;
    const done = answer
      .then((res) =>
        res?.ok
          ? res
              .clone()
              .json()
              .then((json) => hint.run(json, phone))
          : undefined,
      )
      .catch(() => {});
    if (hint.splash) splashImages.push(done);
  }
  return Promise.all(splashImages);
}
