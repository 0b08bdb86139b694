import type { ComponentType } from 'react';
import { DepositPage, WithdrawalPage } from '../funds';
import { InboxPage } from '../inbox';
import { ProfilePage, ResetPasswordPage } from '../profile';
import { BettingRecordsPage, TransactionRecordsPage, TurnoverPage } from '../records';
import { ReferralPage } from '../referral';
import { VipPage } from '../vip';
import type { AccountTab } from './routes-map';

type TabScreen = ComponentType<{ search: Record<string, unknown> }>;

function numericId(x: unknown): number | undefined {
  return typeof x === 'number' || (typeof x === 'string' && /^\d+$/.test(x)) ? Number(x) : undefined;
}

/**
 * The member features' screens shown as account tabs (no second copy of their logic). A tab left
 * out here links to its mobile route instead, and that route stays reachable on desktop.
 */
export const TAB_SCREENS: Partial<Record<AccountTab, TabScreen>> = {
  profile: ProfilePage,
  deposit: DepositPage,
  withdrawal: WithdrawalPage,
  bettingRecords: BettingRecordsPage,
  transactionRecords: ({ search }) => <TransactionRecordsPage detailId={numericId(search.id)} />,
  turnover: TurnoverPage,
  vip: VipPage,
  resetPassword: ResetPasswordPage,
  inbox: InboxPage,
  referralProgram: ReferralPage,
};

export const READY_TABS: ReadonlySet<AccountTab> = new Set(Object.keys(TAB_SCREENS) as AccountTab[]);
