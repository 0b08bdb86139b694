import { categoryOfType } from './categories';
import { ACCOUNT_TABS, type AccountTab, isAccountTab, TAB_MOBILE_ROUTE } from './routes-map';

/*
 * Which screen the desktop layout draws for an address. Only the desktop layout needs this, so it
 * is a module of its own, loaded with the desktop chrome, not in a phone's first paint.
 */

const MOBILE_TO_TAB: Record<string, AccountTab> = Object.fromEntries(
  (Object.entries(TAB_MOBILE_ROUTE) as Array<[AccountTab, string]>).map(([tab, path]) => [path, tab]),
);

/** Paths the desktop layout shows itself (exact). */
const DESKTOP_PATHS = new Set([
  '/',
  '/account',
  '/casino',
  '/slot',
  '/table',
  '/crash',
  '/fishing',
  '/arcade',
  '/lottery',
  '/promotions',
  '/register',
  '/vip',
  '/referral',
  '/page/site/component/appDownload.jsp',
  '/page/guest/register.jsp',
  '/player/playGame',
  '/player/logout',
  // reachable on desktop too: login, sign-up, password recovery, install, link codes
  '/login',
  '/signup',
  '/forgot-password',
  '/install',
  '/referral_code',
  '/affiliate_code',
  '/agent_code',
  // steps of flows that start on desktop: a launched game, the deposit flow, the exchange it opens
  '/gamerun',
  '/make-payment',
  '/payment-request',
]);

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/**
 * Whether the desktop layout shows a path. `readyTabs`: account tabs that have a desktop screen;
 * the mobile route of a tab without one stays reachable (the tab links to it).
 */
export function isDesktopPath(pathname: string, readyTabs: ReadonlySet<AccountTab> = new Set(ACCOUNT_TABS)): boolean {
  const p = trimSlash(pathname);
  const tab = MOBILE_TO_TAB[p];
  if (tab && !readyTabs.has(tab)) return true;
  return DESKTOP_PATHS.has(p) || p === '/exchange' || p.startsWith('/exchange-') || p === '/odds-view';
}

export type DesktopTarget = { to: string; search?: Record<string, string | number> };

/**
 * Where a path outside the desktop set goes on desktop: a member screen becomes its account tab,
 * a games list its category page, anything else the lobby.
 */
export function desktopTargetFor(pathname: string, search: Record<string, unknown> = {}): DesktopTarget {
  const p = trimSlash(pathname);
  const tab = MOBILE_TO_TAB[p];
  if (tab) {
    // keep the member screen's own query (a transaction's id; its own tab as `view`) beside the tab
    const rest = Object.fromEntries(
      Object.entries(search)
        .map(([k, v]) => [k === 'tab' ? 'view' : k, v])
        // numbers stay numbers: the router writes a string "7" into the URL as %227%22
        .filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
    );
    return { to: '/account', search: { ...rest, tab } };
  }
  if (p === '/games' && typeof search.type === 'string') {
    const slug = categoryOfType(search.type);
    if (slug) return { to: `/${slug}` };
  }
  return { to: '/' };
}

/** Shared paths whose desktop screen is drawn in place of the route's own (mobile) screen. */
export type DesktopScreen = { kind: 'home' } | { kind: 'promotions' } | { kind: 'account'; tab: AccountTab; search: Record<string, unknown> };

export function desktopScreenFor(pathname: string, search: Record<string, unknown> = {}): DesktopScreen | null {
  const p = trimSlash(pathname);
  if (p === '/') return { kind: 'home' };
  if (p === '/promotions') return { kind: 'promotions' };
  if (p === '/account') return { kind: 'account', tab: isAccountTab(search.tab) ? search.tab : 'profile', search };
  if (p === '/vip') return { kind: 'account', tab: 'vip', search };
  if (p === '/referral') return { kind: 'account', tab: 'referralProgram', search };
  return null;
}
