import * as v from 'valibot';
import { Id, Money } from './common';

/** The fewest taka of cash rewards that Claim All accepts (spec 2, section 9). */
export const MIN_CLAIM = 10;

/**
 * Cash reward ratio board (spec 2, section 9): a day's referral turnover above `above` taka earns
 * the three rates (in %) on the turnover of tier 1 (direct downlines), tier 2 and tier 3.
 */
export const REWARD_TIERS = [
  { above: 100, rates: ['0.1', '0.05', '0.01'] },
  { above: 200000, rates: ['0.15', '0.06', '0.02'] },
  { above: 500000, rates: ['0.2', '0.07', '0.03'] },
] as const;

export const ReferralInfoAnswer = v.looseObject({
  data: v.looseObject({
    referral_code: v.string(),
    active_downlines: v.number(),
    total_downlines: v.number(),
    lifetime_cash_rewards: Money,
    referral_turnover: Money,
    /** rewards ready to claim */
    cash_rewards: Money,
  }),
});

export const RewardRow = v.looseObject({
  id: Id,
  date: v.string(),
  turnover: Money,
  cashReward: Money,
  status: v.picklist(['pending', 'claimable', 'claimed']),
  details: v.string(),
});
export const RewardHistoryAnswer = v.looseObject({ data: v.array(RewardRow) });

export const CashClaimBody = v.looseObject({});
export const CashClaimAnswer = v.looseObject({ success: v.boolean(), message: v.string(), amount: v.optional(Money), balance: v.optional(Money) });

export type RewardItem = v.InferOutput<typeof RewardRow>;
export type ReferralInfo = v.InferOutput<typeof ReferralInfoAnswer>['data'];
