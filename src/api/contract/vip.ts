import * as v from 'valibot';
import { Id, Money, RemoteIdIn, Text } from './common';

/** The fewest VIP points that can be converted (spec 2, sections 5 and 9; DESIGN section 4). */
export const MIN_VP = 10;
/** What one VIP point is worth, in paisa: 1 VP = ৳1.00 (docs/decisions.md). */
export const VP_TO_PAISA = 100;

export const VipPointsQuery = v.object({
  remote_id: RemoteIdIn(),
  kind: v.picklist(['received', 'used']),
});
export const VipPoint = v.looseObject({
  id: Id,
  points: v.number(),
  source: v.string(),
  /** money paid out for used points, "0.00" for received ones */
  amount: Money,
  created_at: v.string(),
});
export const VipPointsAnswer = v.looseObject({ data: v.array(VipPoint) });

export const VipHistoryRow = v.looseObject({ year: v.number(), month: v.number(), level: v.string(), experience: v.number() });
export const VipLevel = v.looseObject({
  level: v.string(),
  experience: v.number(),
  next_level: v.nullable(v.string()),
  next_experience: v.nullable(v.number()),
});
export const VipHistoryAnswer = v.looseObject({ data: v.array(VipHistoryRow), current: VipLevel });

export const ConvertQuery = v.object({
  remote_id: RemoteIdIn(),
  vip_coin: v.pipe(Text('vip coin', 9), v.regex(/^\d{1,9}$/)),
  /** one-time key so a repeated request is refused rather than converted twice */
  nonce: v.optional(v.pipe(Text('nonce', 64), v.regex(/^[\w-]{8,64}$/))),
});
export const ConvertAnswer = v.looseObject({
  success: v.boolean(),
  message: v.string(),
  balance: v.optional(Money),
  vip_coin: v.optional(v.number()),
});

/** Operator grant of VIP points (POST /api/admin/vip-points; the reference API has no game engine that earns them). */
export const AdminVipBody = v.object({
  username: v.pipe(Text('username', 50), v.minLength(1)),
  points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  source: v.optional(Text('source', 100)),
});

export type VipPointItem = v.InferOutput<typeof VipPoint>;
export type VipHistoryItem = v.InferOutput<typeof VipHistoryRow>;
export type VipLevelInfo = v.InferOutput<typeof VipLevel>;

/** VIP levels by lifetime experience (VIP points received); the last one is the top. */
export const VIP_LEVELS = [
  { level: 'Normal', experience: 0 },
  { level: 'Bronze', experience: 100 },
  { level: 'Silver', experience: 500 },
  { level: 'Gold', experience: 1500 },
  { level: 'Platinum', experience: 5000 },
  { level: 'Diamond', experience: 15000 },
  { level: 'Elite I', experience: 50000 },
] as const;

/** The level a lifetime experience reaches, and the next one. */
export function vipLevelOf(experience: number): { level: string; experience: number; next_level: string | null; next_experience: number | null } {
  let i = 0;
  while (i + 1 < VIP_LEVELS.length && experience >= (VIP_LEVELS[i + 1]?.experience ?? Number.POSITIVE_INFINITY)) i++;
  const next = VIP_LEVELS[i + 1];
  return { level: VIP_LEVELS[i]?.level ?? 'Normal', experience, next_level: next?.level ?? null, next_experience: next?.experience ?? null };
}
