import * as v from 'valibot';
import { Money, Text } from './common';
import { ExchangeRecord } from './records';

/**
 * Exchange betting: our own contract (docs/api.md, "Exchange betting"). Platform host, bearer
 * token. Amounts are decimal taka strings; a place-bet call carries the client's idempotency key,
 * so a retried request applies once.
 */

export const MARKET_KINDS = ['odds', 'bookmaker', 'fancy'] as const;
export const MarketKindSchema = v.picklist(MARKET_KINDS);

/** Stake in taka: digits with up to two decimals, at most 9 integer digits. */
const StakeString = v.pipe(Text('stake', 12), v.regex(/^\d{1,9}(\.\d{1,2})?$/));
const OddsString = v.pipe(Text('odds', 7), v.regex(/^\d{1,4}(\.\d{1,2})?$/));
/** The sports host's ids (event 32000001, market 1.230000001): text, not numbers. */
const EventId = Text('event id', 32);

export const PlaceBetBody = v.object({
  /** the client's key for this one bet (a UUID): the same key never places twice */
  idempotency_key: v.pipe(Text('idempotency key', 64), v.regex(/^[A-Za-z0-9-]{8,64}$/)),
  market: MarketKindSchema,
  event_id: EventId,
  /** match odds market id (all three kinds belong to it) */
  market_id: Text('market id', 32),
  /** runner selection id (match odds, bookmaker) or fancy row id */
  selection_id: Text('selection id', 64),
  /** back / lay; fancy Yes is back, No is lay */
  side: v.picklist(['back', 'lay']),
  /** the price asked: decimal odds (match odds) or the rate shown (bookmaker, fancy) */
  odds: OddsString,
  /** fancy only: the run (line) shown */
  run: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
  stake: StakeString,
});

/** A bet of the exchange: the spec's record fields plus what placement and the screens need. */
export const ExchangeBet = v.looseObject({
  ...ExchangeRecord.entries,
  event_id: v.nullable(v.string()),
  market_id: v.nullable(v.string()),
  market: v.nullable(MarketKindSchema),
  /** match odds market id, BM-{market id} or the fancy row id */
  market_key: v.nullable(v.string()),
  selection_id: v.nullable(v.string()),
  /** 1 when matched; an unmatched match-odds bet waits for its price and can be cancelled */
  matched: v.pipe(
    v.union([v.number(), v.boolean()]),
    v.transform((x: number | boolean) => Boolean(x)),
  ),
});

export const PlaceBetAnswer = v.looseObject({
  message: v.string(),
  bet: ExchangeBet,
  exposure: Money,
  available: Money,
});

/** A refused placement: message, plus the price now offered when it was "Odds changed.". */
export const PlaceBetRefusal = v.looseObject({
  message: v.string(),
  code: v.optional(v.string()),
  odds: v.optional(v.string()),
  run: v.optional(v.nullable(v.number())),
});

export const BetsQuery = v.object({
  /** open: not settled yet (matched and unmatched); settled: WON, LOST, VOID, CANCELLED */
  status: v.picklist(['open', 'settled']),
  event_id: v.optional(EventId),
  /** settled bets only: Dhaka days, YYYY-MM-DD */
  from: v.optional(v.pipe(Text('from', 10), v.isoDate())),
  to: v.optional(v.pipe(Text('to', 10), v.isoDate())),
});
export const BetsAnswer = v.looseObject({ data: v.array(ExchangeBet) });

/** POST /api/exchange/bets/{transactionId}/cancel: the bet's transaction id (EX...). */
export const BetParam = v.object({ transactionId: Text('transaction id', 64) });
export const CancelAnswer = v.looseObject({ message: v.string(), bet: ExchangeBet, exposure: Money, available: Money });

/** The exchange header: main balance, exposure held by open bets, and what is left to bet. */
export const ExchangeAccountAnswer = v.looseObject({ balance: Money, exposure: Money, available: Money });

/** Balance Overview: the player's ledger rows, newest first. */
export const StatementRow = v.looseObject({
  id: v.number(),
  kind: v.string(),
  amount: Money,
  balance_after: Money,
  reference: v.nullable(v.string()),
  created_at: v.string(),
});
export const StatementAnswer = v.looseObject({ data: v.array(StatementRow) });

/** Activity Log: logins and bets. */
export const ActivityRow = v.looseObject({
  kind: v.picklist(['login', 'bet_placed', 'bet_cancelled', 'bet_settled']),
  detail: v.string(),
  at: v.string(),
});
export const ActivityAnswer = v.looseObject({ data: v.array(ActivityRow) });

export type PlaceBetInput = v.InferOutput<typeof PlaceBetBody>;
export type ExchangeBetItem = v.InferOutput<typeof ExchangeBet>;
export type StatementItem = v.InferOutput<typeof StatementRow>;
export type ActivityItem = v.InferOutput<typeof ActivityRow>;
