import type * as v from 'valibot';
import type { SportName, SportsDevBody } from '../../src/api/contract/exchange';
import type { Db } from '../db/client';
import { type EventStatus, eventDetailAt, matchOddsAt, type Moment, type Override, type RowForce, runnerNames, TICK_MS } from './markets';
import { hashString } from './prng';
import { loadEvents, type SimEvent, topUpSchedule } from './schedule';

/**
 * The live odds simulation. Nothing runs on a timer: every price, size and row state is a pure
 * function of (seed, event, time slot), computed when asked (markets.ts). The schedule (events
 * starting and ending) lives in sports_events and is topped up lazily. Test mode adds a clock that
 * can be frozen or stepped, and per-row overrides.
 */
export type { EventStatus } from './markets';
const RESULT_KEEP_MS = 48 * 3600_000;
const TOPUP_EVERY_MS = 10_000;

const DEFAULT_SPORTS_SEED = 20260101;

export function sportsSeed(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SPORTS_SEED);
  return Number.isFinite(n) && env.SPORTS_SEED ? n >>> 0 : DEFAULT_SPORTS_SEED;
}

export class SportsSim {
  private offsetMs = 0;
  private frozenAt: number | null = null;
  private overrides = new Map<string, Override>();
  private cache: { at: number; events: SimEvent[] } | null = null;
  private loading: Promise<SimEvent[]> | null = null;

  constructor(
    private readonly db: Db,
    private readonly seed: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The price clock: real time, unless frozen or stepped by a test. */
  clock(): number {
    return (this.frozenAt ?? this.now()) + this.offsetMs;
  }

  /** The schedule, refreshed (and topped up) at most every 10 s. */
  async events(): Promise<SimEvent[]> {
    const now = this.now();
    if (this.cache && now - this.cache.at < TOPUP_EVERY_MS) return this.cache.events;
    this.loading ??= (async () => {
      try {
        // a match closed early (by a test or an operator) does not count as the sport's match in play
        await topUpSchedule(this.db, this.seed, now, (e) => this.overrides.get(e.eventId)?.status !== 'closed');
        const events = await loadEvents(this.db, now - RESULT_KEEP_MS);
        this.cache = { at: now, events };
        return events;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  status(e: SimEvent): EventStatus {
    const forced = this.overrides.get(e.eventId)?.status;
    if (forced) return forced;
    const now = this.now();
    if (now < e.startAt) return 'upcoming';
    if (now < e.endAt) return 'inplay';
    return 'closed';
  }

  async list(sport: SportName) {
    const events = (await this.events()).filter((e) => e.sport === sport);
    return events.map((e) => ({
      EventId: e.eventId,
      MarketId: e.marketId,
      Event: e.name,
      Fancy: e.hasFancy ? 1 : 0,
      Bookmaker: e.hasBookmaker ? 1 : 0,
      StartTime: new Date(e.startAt).toISOString(),
      Status: this.status(e),
      sport,
    }));
  }

  async byMarket(marketId: string): Promise<SimEvent | undefined> {
    return (await this.events()).find((e) => e.marketId === marketId);
  }

  async byEvent(eventId: string): Promise<SimEvent | undefined> {
    return (await this.events()).find((e) => e.eventId === eventId);
  }

  runnerNames(e: SimEvent): string[] {
    return runnerNames(e);
  }

  private moment(e: SimEvent): Moment {
    return { seed: this.seed, e, status: this.status(e), clock: this.clock(), now: this.now() };
  }

  matchOdds(e: SimEvent) {
    return matchOddsAt(this.moment(e));
  }

  eventDetail(e: SimEvent) {
    return eventDetailAt(this.moment(e), this.overrides.get(e.eventId));
  }

  /** Live score numbers for the score frame. */
  score(e: SimEvent): { runs: number; wickets: number; overs: string } {
    const elapsed = Math.max(0, Math.min(this.now(), e.endAt) - e.startAt);
    const balls = Math.min(120, Math.floor(elapsed / 20_000));
    const h = hashString(e.eventId);
    const runs = Math.floor(balls * (1.1 + (h % 40) / 100));
    const wickets = Math.min(10, Math.floor(balls / (14 + (h % 9))));
    return { runs, wickets, overs: `${Math.floor(balls / 6)}.${balls % 6}` };
  }

  /** Test control (POST /api/dev/sports). */
  control(body: v.InferOutput<typeof SportsDevBody>): void {
    if (body.action === 'tick') this.offsetMs += (body.steps ?? 1) * TICK_MS;
    else if (body.action === 'freeze') this.frozenAt = body.frozen ? this.now() : null;
    else if (body.action === 'reset') {
      this.overrides.clear();
      this.offsetMs = 0;
      this.frozenAt = null;
    } else {
      const o: Override = this.overrides.get(body.eventId) ?? { bookmaker: new Map(), fancy: new Map() };
      if (body.status) {
        o.status = body.status;
        // the next list tops the schedule up at once (a sport left with no match in play gets one)
        this.cache = null;
      }
      if (body.bookmaker) o.bookmaker.set(body.bookmaker.index, { ...o.bookmaker.get(body.bookmaker.index), ...strip(body.bookmaker) });
      if (body.fancy) o.fancy.set(body.fancy.id, { ...o.fancy.get(body.fancy.id), ...strip(body.fancy) });
      this.overrides.set(body.eventId, o);
    }
  }
}

function strip(x: { ball_running?: 0 | 1 | undefined; suspended?: 0 | 1 | undefined }): RowForce {
  const out: RowForce = {};
  if (x.ball_running !== undefined) out.ball_running = x.ball_running;
  if (x.suspended !== undefined) out.suspended = x.suspended;
  return out;
}
