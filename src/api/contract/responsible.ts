import * as v from 'valibot';
import { Money, Text } from './common';

/** Responsible gaming (our extension, docs/api.md): limits, reality check, breaks and self-exclusion. */

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Periods each kind offers: a loss limit is daily or weekly. */
export const PERIODS_OF: Record<LimitKind, readonly LimitPeriod[]> = { deposit: LIMIT_PERIODS, loss: ['daily', 'weekly'] };
export const REALITY_MINUTES = [0, 30, 60] as const;
export const BREAK_DURATIONS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', 'permanent'] as const;
/** A limit may be changed up to this much later (the 24 hours a raise or removal waits). */
export const LIMIT_COOLING_OFF_MS = 24 * 3600_000;

/** A limit's amount on the wire: whole taka or taka and paisa, up to ৳10,00,00,000; null or '' = no limit. */
const LimitAmount = v.nullable(v.pipe(Text('amount', 13), v.regex(/^(\d{1,9}(\.\d{1,2})?)?$/)));

export const LimitState = v.looseObject({
  period: v.picklist(LIMIT_PERIODS),
  /** in force now; null = none */
  amount: v.nullable(Money),
  /** a raise or removal waiting its 24 hours (amount null = removal) */
  pending: v.nullable(v.looseObject({ amount: v.nullable(Money), effective_at: v.string() })),
  /** deposited, or lost net, in the current period */
  used: Money,
  /** what is left before the limit in this period; null without a limit */
  left: v.nullable(Money),
  /** when the current period ends (Dhaka calendar: midnight, Monday, the 1st) */
  resets_at: v.string(),
});
export type LimitStateItem = v.InferOutput<typeof LimitState>;

export const HistoryRow = v.looseObject({
  id: v.number(),
  action: v.string(),
  kind: v.nullable(v.string()),
  period: v.nullable(v.string()),
  old_amount: v.nullable(Money),
  new_amount: v.nullable(Money),
  effective_at: v.nullable(v.string()),
  detail: v.nullable(v.string()),
  created_at: v.string(),
});
export type RgHistoryItem = v.InferOutput<typeof HistoryRow>;

export const RgAnswer = v.looseObject({
  deposit_limits: v.array(LimitState),
  loss_limits: v.array(LimitState),
  reality_check: v.picklist(REALITY_MINUTES),
  break_until: v.nullable(v.string()),
  excluded_until: v.nullable(v.string()),
  excluded_permanent: v.boolean(),
  history: v.array(HistoryRow),
});
export type RgState = v.InferOutput<typeof RgAnswer>;

export const SetLimitsBody = v.object({
  kind: v.picklist(LIMIT_KINDS),
  limits: v.object({ daily: v.optional(LimitAmount), weekly: v.optional(LimitAmount), monthly: v.optional(LimitAmount) }),
});

export const RealityBody = v.object({ minutes: v.picklist(REALITY_MINUTES) });

export const BlockBody = v.object({
  kind: v.picklist(['break', 'exclusion']),
  duration: v.picklist([...BREAK_DURATIONS, ...EXCLUSION_DURATIONS]),
  password: v.pipe(Text('password', 128), v.minLength(1)),
  /** the player ticked "I understand" */
  confirm: v.literal(true),
});

/** This login's play so far, for the reality check: since when, and stakes minus wins turned around (wins − stakes). */
export const RgSessionAnswer = v.looseObject({ started_at: v.string(), net: Money, reality_check: v.picklist(REALITY_MINUTES) });

/** Operator view (GET /api/admin/responsible-gaming): one player's, or every player with a protection in force. */
export const AdminRgQuery = v.object({ username: v.optional(Text('username', 50)) });

export const RgMessageAnswer = v.looseObject({ message: v.string() });
/** A saved change: its message and the state it leaves. */
export const RgSavedAnswer = v.looseObject({ message: v.string(), data: RgAnswer });
