import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS, mobileSearchFor, phoneScreenOfTab } from '../../src/features/layout/account-tabs';
import { desktopScreenOf, movesOnDesktop } from '../../src/features/layout/desktop-form';
import { desktopTargetFor } from '../../src/features/layout/desktop-routes';
import { isDesktopWidth } from '../../src/features/layout/useIsDesktop';
import { routeTree } from '../../src/routeTree.gen';

/** What the desktop layout shows at a path, as its route in the route tree declares it (staticData.desktop). */
const routes = Object.values(createRouter({ routeTree, context: { queryClient: new QueryClient(), session: () => ({}), routes: () => [] } }).routesById);
const formOf = (path: string) => routes.find((r) => !r.isRoot && r.fullPath === path)?.options.staticData?.desktop;
const isDesktopPath = (path: string) => routes.some((r) => !r.isRoot && r.fullPath === path) && !movesOnDesktop(formOf(path));
const desktopScreenFor = (path: string, search: Record<string, unknown> = {}) => desktopScreenOf(formOf(path), search);
/** Where a desktop sends a path, by its route's declared form. */
const targetOf = (path: string, search: Record<string, unknown> = {}) => {
  const form = formOf(path);
  return form && desktopTargetFor(form, search);
};

describe('layout and desktop routes', () => {
  it('desktop is wider than 768 px', () => {
    expect(isDesktopWidth(768)).toBe(false);
    expect(isDesktopWidth(769)).toBe(true);
  });
  it('keeps the desktop route set and sends the rest to their desktop place', () => {
    for (const p of [
      '/',
      '/account',
      '/casino',
      '/promotions',
      '/register',
      '/vip',
      '/referral',
      '/login',
      '/install',
      '/player/logout',
      '/page/guest/register.jsp',
    ]) {
      expect(isDesktopPath(p)).toBe(true);
    }
    expect(isDesktopPath('/chat')).toBe(false);
    expect(targetOf('/chat')).toEqual({ to: '/' });
    expect(targetOf('/inbox')).toEqual({ to: '/account', search: { tab: 'inbox' } });
    expect(targetOf('/deposit')).toEqual({ to: '/account', search: { tab: 'deposit' } });
    expect(targetOf('/transaction-record', { id: 7 })).toEqual({ to: '/account', search: { id: 7, tab: 'transactionRecords' } });
    // the member screen's own tab travels as `view`, and back to `tab` on a narrow screen
    expect(targetOf('/betting-record', { tab: 'exchange' })).toEqual({ to: '/account', search: { view: 'exchange', tab: 'bettingRecords' } });
    expect(mobileSearchFor({ tab: 'bettingRecords', view: 'exchange' })).toEqual({ tab: 'exchange' });
    expect(mobileSearchFor({ tab: 'transactionRecords', id: 7 })).toEqual({ id: 7 });
    expect(mobileSearchFor({ tab: 'inbox' })).toBeUndefined();
    expect(targetOf('/games', { type: 'SLOT' })).toEqual({ to: '/slot' });
    expect(targetOf('/games', { type: 'NOPE' })).toEqual({ to: '/' });
    expect(targetOf('/signup')).toEqual({ to: '/register' });
    // every account tab has its desktop screen: the tab's mobile route moves to it
    expect(isDesktopPath('/inbox')).toBe(false);
  });
  it("finds each account tab's phone screen in the route tree: exactly one route declares it", () => {
    for (const tab of ACCOUNT_TABS) {
      const declaring = routes.filter((r) => {
        const form = r.options.staticData?.desktop;
        return !!form && 'tab' in form && form.tab === tab && !('page' in form);
      });
      expect(declaring, tab).toHaveLength(1);
    }
    expect(phoneScreenOfTab(routes, 'referralProgram')).toEqual({ to: '/refrrel-program' });
    expect(phoneScreenOfTab(routes, 'vip')).toEqual({ to: '/vip' });
    expect(phoneScreenOfTab(routes, 'turnover')).toEqual({ to: '/turnover-record' });
    expect(phoneScreenOfTab(routes, 'bettingRecords', { tab: 'bettingRecords', view: 'exchange' })).toEqual({
      to: '/betting-record',
      search: { tab: 'exchange' },
    });
    expect(phoneScreenOfTab(routes, 'transactionRecords', { tab: 'transactionRecords', id: 7 })).toEqual({ to: '/transaction-record', search: { id: 7 } });
  });
  it('draws the desktop screen of shared paths; the tab comes from the URL', () => {
    expect(desktopScreenFor('/')).toEqual({ kind: 'home' });
    expect(desktopScreenFor('/promotions')).toEqual({ kind: 'promotions' });
    expect(desktopScreenFor('/account', { tab: 'inbox' })).toMatchObject({ kind: 'account', tab: 'inbox' });
    expect(desktopScreenFor('/account', { tab: 'bogus' })).toMatchObject({ kind: 'account', tab: 'profile' });
    expect(desktopScreenFor('/vip')).toMatchObject({ kind: 'account', tab: 'vip' });
    expect(desktopScreenFor('/referral')).toMatchObject({ kind: 'account', tab: 'referralProgram' });
    expect(desktopScreenFor('/casino')).toBeNull();
    expect(desktopScreenFor('/deposit')).toBeNull();
  });
});
