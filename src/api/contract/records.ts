import * as v from 'valibot';
import { Id, Money, RemoteIdIn, Text } from './common';

/** Platform ids of the betting-record filter (spec 2, section 9). */
export const PLATFORMS = [
  { id: 96, name: 'KA Gaming' },
  { id: 48, name: 'Sexy' },
  { id: 69, name: 'Red Tiger' },
  { id: 70, name: 'Spadegaming' },
] as const;

/** Game-type ids of the betting-record filter. */
export const GAME_TYPES = [
  { id: 1, name: 'Slots' },
  { id: 2, name: 'Live Casino' },
  { id: 4, name: 'Sports' },
  { id: 8, name: 'Fishing' },
] as const;

/** Date filter codes: 0 today, 1 yesterday, 7 the last 7 days (Dhaka days). */
export const DATE_CODES = ['0', '1', '7'] as const;

const IdFilter = (field: string) => v.optional(v.pipe(Text(field, 5), v.regex(/^-?\d{1,4}$/)));

export const BettingRecordQuery = v.object({
  remote_id: RemoteIdIn(),
  status: v.picklist(['settled', 'unsettled']),
  /** platform id, or -1 / absent for all */
  platform: IdFilter('platform'),
  /** game-type id, or -1 / absent for all */
  game_type: IdFilter('game type'),
  date: v.optional(v.picklist(DATE_CODES)),
});

export const BetRecord = v.looseObject({
  id: Id,
  status: v.picklist(['settled', 'unsettled']),
  platform: v.string(),
  platform_id: v.number(),
  game_type: v.string(),
  game_type_id: v.number(),
  game_name: v.string(),
  bet_amount: Money,
  winAmount: Money,
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
});
export const BettingRecordAnswer = v.looseObject({ data: v.array(BetRecord) });

/** open, WON, LOST (spec); VOID (event abandoned, stake returned) and CANCELLED (unmatched, cancelled) are our extension */
export const ExchangeStatus = v.picklist(['open', 'WON', 'LOST', 'VOID', 'CANCELLED']);

export const ExchangeHubQuery = v.object({
  remote_id: RemoteIdIn(),
  status: v.optional(v.picklist(['all', 'open', 'WON', 'LOST', 'VOID', 'CANCELLED'])),
  date: v.optional(v.picklist(DATE_CODES)),
});

export const ExchangeRecord = v.looseObject({
  id: Id,
  transaction_id: v.string(),
  event_name: v.string(),
  market_name: v.string(),
  selection_name: v.string(),
  bet_type: v.picklist(['back', 'lay']),
  odds: v.string(),
  run: v.nullable(v.string()),
  stake: Money,
  potential_profit: Money,
  potential_liability: Money,
  net_profit_loss: Money,
  status: ExchangeStatus,
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
});
export const ExchangeHubAnswer = v.looseObject({ data: v.array(ExchangeRecord) });

export type BetRecordItem = v.InferOutput<typeof BetRecord>;
export type ExchangeRecordItem = v.InferOutput<typeof ExchangeRecord>;
export type DateCode = (typeof DATE_CODES)[number];
