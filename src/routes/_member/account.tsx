import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { AccountMenu } from '../../features/account';
import { ACCOUNT_TABS, isDesktopNow, phoneScreenOfTab } from '../../features/layout';

/**
 * Mobile: the member menu. Desktop: the tabbed account screen, its tab in ?tab= (an unknown tab is
 * the default one); a member screen opened there keeps its own id and tab (as `view`) beside it.
 */
export const Route = createFileRoute('/_member/account')({
  staticData: { desktop: { page: 'account' } },
  validateSearch: v.looseObject({
    tab: v.fallback(v.optional(v.picklist(ACCOUNT_TABS)), undefined),
    id: v.fallback(v.optional(v.number()), undefined),
    view: v.fallback(v.optional(v.string()), undefined),
  }),
  // a desktop account tab opened on a narrow screen: the route that declares it its phone screen
  beforeLoad: ({ search, context }) => {
    if (search.tab && !isDesktopNow()) throw redirect({ ...phoneScreenOfTab(context.routes(), search.tab, search), replace: true });
  },
  component: AccountMenu,
});
