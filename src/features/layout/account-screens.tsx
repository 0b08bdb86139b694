import { type ComponentType, lazy } from 'react';
import type { AccountTab } from './account-tabs';

type TabScreen = ComponentType<{ search: Record<string, unknown> }>;
/** The screen each account tab shows (composed here, from the member features, so that none of them imports another's screens). */
export type AccountTabScreens = Record<AccountTab, TabScreen>;

function numericId(x: unknown): number | undefined {
  return typeof x === 'number' || (typeof x === 'string' && /^\d+$/.test(x)) ? Number(x) : undefined;
}

/** A member feature's screen, loaded when its tab is first opened (keeps it out of the first paint). */
function tabScreen<M>(load: () => Promise<M>, pick: (m: M) => TabScreen): TabScreen {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** The member features' screens shown as account tabs (no second copy of their logic). */
export const TAB_SCREENS: AccountTabScreens = {
  profile: tabScreen(
    () => import('../profile'),
    (m) => m.ProfilePage,
  ),
  deposit: tabScreen(
    () => import('../funds'),
    (m) => m.DepositPage,
  ),
  withdrawal: tabScreen(
    () => import('../funds'),
    (m) => m.WithdrawalPage,
  ),
  bettingRecords: tabScreen(
    () => import('../records'),
    (m) =>
      ({ search }) => <m.BettingRecordsPage initialTab={m.isRecordsTab(search.view) ? search.view : undefined} />,
  ),
  transactionRecords: tabScreen(
    () => import('../records'),
    (m) =>
      ({ search }) => <m.TransactionRecordsPage detailId={numericId(search.id)} variant="table" />,
  ),
  turnover: tabScreen(
    () => import('../records'),
    (m) => m.TurnoverPage,
  ),
  vip: tabScreen(
    () => import('../vip'),
    (m) => m.VipPage,
  ),
  resetPassword: tabScreen(
    () => import('../profile'),
    (m) => m.ResetPasswordPage,
  ),
  passkeys: tabScreen(
    () => import('../passkeys'),
    // a lazy component of its own: rendered, not handed to lazy()
    (m) => () => <m.PasskeysPage />,
  ),
  inbox: tabScreen(
    () => import('../inbox'),
    (m) =>
      ({ search }) => <m.InboxPage variant="table" openId={numericId(search.id)} />,
  ),
  referralProgram: tabScreen(
    () => import('../referral'),
    (m) => m.ReferralPage,
  ),
  responsibleGaming: tabScreen(
    () => import('../responsible'),
    (m) => m.ResponsibleGamingPage,
  ),
  notifications: tabScreen(
    () => import('../push'),
    (m) => m.NotificationsPage,
  ),
};
