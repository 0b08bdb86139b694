import * as v from 'valibot';
import { Flag, Text } from './common';

/**
 * Sports host calls (spec 3, section 7): sports events, match odds, event detail (bookmaker and
 * fancy), the live score board (HTML text), the IP lookup for the stream address. No token.
 */

export { SPORTS, Sport, type SportName } from './sports';

const IdString = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Num = v.pipe(v.union([v.number(), v.pipe(v.string(), v.decimal())]), v.transform(Number));

/** One event of GET /api/sports-events/{sport}; StartTime and Status are our extension (docs/api.md). */
export const SportEvent = v.looseObject({
  EventId: IdString,
  MarketId: IdString,
  Event: v.string(),
  Fancy: v.optional(Flag, 0),
  Bookmaker: v.optional(Flag, 0),
  /** ISO instant of the event start */
  StartTime: v.optional(v.string()),
  /** upcoming | inplay | closed */
  Status: v.optional(v.string()),
});
export const SportEventsAnswer = v.array(SportEvent);

export const PriceSize = v.looseObject({ price: Num, size: Num });
export const Selection = v.looseObject({
  selectionId: v.optional(IdString),
  SelectionName: v.string(),
  ex: v.looseObject({
    availableToBack: v.optional(v.array(PriceSize), []),
    availableToLay: v.optional(v.array(PriceSize), []),
  }),
});
export const MatchOddsItem = v.looseObject({
  marketId: v.optional(IdString),
  inplay: v.boolean(),
  status: v.optional(v.string()),
  runners: v.array(Selection),
});
/** An array; the first item is read. */
export const MatchOddsAnswer = v.array(MatchOddsItem);

export const BookmakerRow = v.looseObject({
  selectionId: v.optional(IdString),
  runner: v.string(),
  backPrice: Num,
  layPrice: Num,
  suspended: v.optional(Flag, 0),
  ball_running: v.optional(Flag, 0),
});
export const BookmakerMarket = v.looseObject({
  name: v.optional(v.string()),
  /** a list, or a map keyed by selection id */
  runners: v.union([v.array(BookmakerRow), v.record(v.string(), BookmakerRow)]),
});
export const FancyRow = v.looseObject({
  id: v.optional(IdString),
  title: v.string(),
  no: Num,
  no_rate: Num,
  yes: Num,
  yes_rate: Num,
  suspended: v.optional(Flag, 0),
  ball_running: v.optional(Flag, 0),
  /** fancy tab type 2-6 (1 is All) */
  type: v.optional(Flag, 2),
});
export const EventItem = v.looseObject({
  fancy2: v.optional(v.record(v.string(), FancyRow), {}),
  bookmaker: v.optional(v.record(v.string(), BookmakerMarket), {}),
});
export const EventAnswer = v.looseObject({
  data: v.looseObject({ items: v.record(v.string(), EventItem) }),
});

/** GET /api/score/board/{eventId}: HTML text; the frame address is parsed out of its script. */
export const ScoreBoardAnswer = v.string();

export const IpQuery = v.object({ format: v.literal('json') });

/** The sports host's path ids: an event (32000001) or a match odds market (1.230000001), text on its wire. */
export const EventParam = v.object({ eventId: Text('event id', 32) });
export const MarketParam = v.object({ marketId: Text('market id', 32) });
/** The stream placeholder's viewer address (an IPv6 address at its longest). */
export const StreamQuery = v.object({ userip: v.optional(Text('userip', 45)) });
export const IpAnswer = v.looseObject({ ip: v.string() });

/** Test control of the reference simulation (POST /api/dev/sports). */
export const SportsDevBody = v.variant('action', [
  v.object({ action: v.literal('tick'), steps: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1) }),
  v.object({ action: v.literal('freeze'), frozen: v.boolean() }),
  v.object({ action: v.literal('reset') }),
  v.object({
    action: v.literal('set'),
    eventId: Text('event id', 32),
    /** force the event's state */
    status: v.optional(v.picklist(['upcoming', 'inplay', 'closed'])),
    /** force a bookmaker row (by index) or a fancy row (by id) */
    bookmaker: v.optional(v.object({ index: v.number(), ball_running: v.optional(v.picklist([0, 1])), suspended: v.optional(v.picklist([0, 1])) })),
    fancy: v.optional(v.object({ id: Text('fancy id', 32), ball_running: v.optional(v.picklist([0, 1])), suspended: v.optional(v.picklist([0, 1])) })),
    /** how the event ends when it closes: abandoned (bets void), winner runner index, final runs per fancy id */
    result: v.optional(
      v.object({
        abandoned: v.optional(v.boolean()),
        winner: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2))),
        runs: v.optional(v.record(Text('fancy id', 32), v.pipe(v.number(), v.integer(), v.minValue(0)))),
      }),
    ),
  }),
]);

export type SportEventItem = v.InferOutput<typeof SportEvent>;
export type MatchOdds = v.InferOutput<typeof MatchOddsItem>;
export type SelectionItem = v.InferOutput<typeof Selection>;
export type PriceSizeItem = v.InferOutput<typeof PriceSize>;
export type BookmakerRowItem = v.InferOutput<typeof BookmakerRow>;
export type FancyRowItem = v.InferOutput<typeof FancyRow>;
export type EventDetail = v.InferOutput<typeof EventAnswer>;
