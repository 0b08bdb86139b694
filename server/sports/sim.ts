import type * as v from 'valibot';
import type { SportName, SportsDevBody } from '../../src/api/contract/exchange';
import type { Db } from '../db/client';
import { ladderAt, ladderIndex } from './ladder';
import { hashString, rand } from './prng';
import { loadEvents, type SimEvent, topUpSchedule } from './schedule';

/**
 * The live odds simulation. Nothing runs on a timer: every price, size and row state is a pure
 * function of (seed, event, time slot), computed when asked. Time slots: match odds move every
 * 400 ms, bookmaker every 1.5 s, fancy lines every 3 s; ball running and suspended windows last
 * a few seconds. The schedule (events starting and ending) lives in sports_events and is topped up
 * lazily. Test mode adds a clock that can be frozen or stepped, and per-row overrides.
 */
export const TICK_MS = 400;
const BOOK_MS = 1500;
const FANCY_MS = 3000;
const STATE_MS = 6000;
const RESULT_KEEP_MS = 48 * 3600_000;
const TOPUP_EVERY_MS = 10_000;

export type EventStatus = 'upcoming' | 'inplay' | 'closed';
type RowForce = { ball_running?: 0 | 1; suspended?: 0 | 1 };
interface Override {
  status?: EventStatus;
  bookmaker: Map<number, RowForce>;
  fancy: Map<string, RowForce>;
}

export const DEFAULT_SPORTS_SEED = 20260101;

export function sportsSeed(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SPORTS_SEED);
  return Number.isFinite(n) && env.SPORTS_SEED ? n >>> 0 : DEFAULT_SPORTS_SEED;
}

interface FancyTemplate {
  title: string;
  type: number;
  line: number;
  rates: [number, number];
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
        await topUpSchedule(this.db, this.seed, now);
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

  /** Win probabilities of the runners before any movement (they sum to 1). */
  private baseProbs(e: SimEvent): number[] {
    const a = 0.25 + rand(this.seed, e.seq, 1) * 0.5;
    if (e.sport === 'soccer') {
      const draw = 0.22 + rand(this.seed, e.seq, 2) * 0.08;
      return [a * (1 - draw), (1 - a) * (1 - draw), draw];
    }
    return [a, 1 - a];
  }

  runnerNames(e: SimEvent): string[] {
    return e.sport === 'soccer' ? [e.home, e.away, 'The Draw'] : [e.home, e.away];
  }

  /** Ladder index of a runner's best back price at price tick k (it moves on about half of the ticks). */
  private backIndex(e: SimEvent, runner: number, k: number, base: number): number {
    let kk = k;
    while (k - kk < 12 && rand(this.seed, e.seq, runner, kk, 3) > 0.5) kk -= 1;
    const ph1 = rand(this.seed, e.seq, runner, 4) * 6.283;
    const ph2 = rand(this.seed, e.seq, runner, 5) * 6.283;
    const drift = 0.16 * Math.sin(kk * 0.045 + ph1) + 0.05 * Math.sin(kk * 0.27 + ph2);
    return ladderIndex(Math.min(1000, Math.max(1.02, (1 / base) * Math.exp(drift))));
  }

  matchOdds(e: SimEvent) {
    const status = this.status(e);
    const k = Math.floor(this.clock() / TICK_MS);
    const probs = this.baseProbs(e);
    const runners = this.runnerNames(e).map((name, i) => {
      if (status === 'closed') return { selectionId: `${e.seq}${i + 1}`, SelectionName: name, ex: { availableToBack: [], availableToLay: [] } };
      const idx = this.backIndex(e, i, k, probs[i] ?? 0.5);
      const size = (level: number) => Math.round(20 + rand(this.seed, e.seq, i, k, level, 6) ** 2 * 40_000);
      return {
        selectionId: `${e.seq}${i + 1}`,
        SelectionName: name,
        ex: {
          availableToBack: [0, 1, 2].map((l) => ({ price: ladderAt(idx - l), size: size(l) })),
          availableToLay: [0, 1, 2].map((l) => ({ price: ladderAt(idx + 1 + l), size: size(l + 3) })),
        },
      };
    });
    return [
      {
        marketId: e.marketId,
        marketName: 'Match Odds',
        inplay: status === 'inplay',
        status: status === 'closed' ? 'CLOSED' : 'OPEN',
        runners,
        /** server time of this answer: lets a client tell a live feed from a stalled one */
        updated_at: new Date(this.now()).toISOString(),
      },
    ];
  }

  private rowState(e: SimEvent, status: EventStatus, key: number, windowMs: number, force?: RowForce): { ball_running: 0 | 1; suspended: 0 | 1 } {
    let ball: 0 | 1 = 0;
    let susp: 0 | 1 = status === 'closed' ? 1 : 0;
    if (status === 'inplay') {
      const r = rand(this.seed, e.seq, key, Math.floor(this.clock() / windowMs), 7);
      ball = r < 0.15 ? 1 : 0;
      susp = !ball && r < 0.25 ? 1 : 0;
    }
    return { ball_running: force?.ball_running ?? ball, suspended: force?.suspended ?? susp };
  }

  private fancyTemplates(e: SimEvent): FancyTemplate[] {
    const r = (n: number) => rand(this.seed, e.seq, n, 11);
    const team = e.home;
    const overs = (ov: number, n: number) => Math.round(ov * 7.6 + r(n) * 10);
    return [
      { title: `6 Over Runs ${team}`, type: 2, line: overs(6, 1), rates: [100, 100] },
      { title: `10 Over Runs ${team}`, type: 2, line: overs(10, 2), rates: [100, 100] },
      { title: `15 Over Runs ${team}`, type: 2, line: overs(15, 3), rates: [100, 100] },
      { title: `20 Over Runs ${team}`, type: 2, line: overs(20, 4), rates: [100, 100] },
      { title: `Fall of 1st Wkt ${team}`, type: 2, line: Math.round(18 + r(5) * 20), rates: [100, 100] },
      { title: `${team} Total Fours Khadda`, type: 3, line: Math.round(12 + r(6) * 8), rates: [100, 100] },
      { title: `7 Over Lottery ${team}`, type: 4, line: Math.round(50 + r(7) * 12), rates: [90, 900] },
      { title: `8 Over Runs Odd ${team}`, type: 5, line: 1, rates: [95, 95] },
      { title: `9.1 Ball Runs ${team}`, type: 6, line: 1, rates: [100, 100] },
      { title: `9.2 Ball Runs ${team}`, type: 6, line: 1, rates: [100, 100] },
    ];
  }

  eventDetail(e: SimEvent) {
    const status = this.status(e);
    const o = this.overrides.get(e.eventId);
    const clock = this.clock();
    const fancy2: Record<string, unknown> = {};
    if (e.hasFancy && e.sport === 'cricket') {
      const kf = Math.floor(clock / FANCY_MS);
      for (const [i, t] of this.fancyTemplates(e).entries()) {
        const id = `${e.eventId}-F${i + 1}`;
        const moved = t.line > 5 ? Math.round(Math.sin(kf * 0.21 + rand(this.seed, e.seq, i, 12) * 6.283) * 3) : 0;
        const no = Math.max(0, t.line + moved);
        fancy2[id] = {
          id,
          title: t.title,
          no,
          no_rate: t.rates[0],
          yes: t.line > 5 ? no + 1 : no,
          yes_rate: t.rates[1],
          type: t.type,
          ...this.rowState(e, status, 100 + i, STATE_MS - 1000, o?.fancy.get(id)),
        };
      }
    }
    const bookmaker: Record<string, unknown> = {};
    if (e.hasBookmaker) {
      const kb = Math.floor(clock / BOOK_MS);
      const probs = this.baseProbs(e);
      const state = this.rowState(e, status, 50, STATE_MS);
      bookmaker[`BM-${e.marketId}`] = {
        name: 'Bookmaker',
        runners: this.runnerNames(e).map((runner, i) => {
          const price = ladderAt(this.backIndex(e, i, Math.floor((kb * BOOK_MS) / TICK_MS), probs[i] ?? 0.5));
          const back = Math.max(1, Math.min(999, Math.round((price - 1) * 100)));
          const force = o?.bookmaker.get(i);
          return {
            selectionId: `${e.seq}${i + 1}`,
            runner,
            backPrice: status === 'closed' ? 0 : back,
            layPrice: status === 'closed' ? 0 : back + 1 + (rand(this.seed, e.seq, i, kb, 13) < 0.5 ? 1 : 0),
            ball_running: force?.ball_running ?? state.ball_running,
            suspended: force?.suspended ?? state.suspended,
          };
        }),
      };
    }
    return { data: { items: { [e.eventId]: { fancy2, bookmaker } } } };
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
      if (body.status) o.status = body.status;
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
