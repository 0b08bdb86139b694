import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireLogin } from '../features/auth';
import { type DesktopForm, isDesktopNow, phoneScreenOfTab } from '../features/layout';

const FORM = { page: 'account', tab: 'referralProgram' } as const satisfies DesktopForm;

/** Desktop: the account's Referral Program tab (drawn by the layout). A phone: the tab's phone screen. */
export const Route = createFileRoute('/referral')({
  staticData: { desktop: FORM },
  beforeLoad: (ctx) => {
    requireLogin(ctx);
    if (!isDesktopNow()) throw redirect({ ...phoneScreenOfTab(ctx.context.routes(), FORM.tab), replace: true });
  },
  component: () => null,
});
