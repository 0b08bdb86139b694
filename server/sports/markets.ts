import { ladderAt, ladderIndex } from './ladder';
import { rand } from './prng';
import type { SimEvent } from './schedule';

/**
 * The markets of one event at one moment: match odds, bookmaker and fancy lines, each a pure
 * function of (seed, event, status, price clock), so every answer can be computed again. Time slots:
 * match odds move every 400 ms, bookmaker every 1.5 s, fancy lines every 3 s; ball running and
 * suspended windows last a few seconds.
 */
export const TICK_MS = 400;
const BOOK_MS = 1500;
const FANCY_MS = 3000;
const STATE_MS = 6000;

export type EventStatus = 'upcoming' | 'inplay' | 'closed';
export type RowForce = { ball_running?: 0 | 1; suspended?: 0 | 1 };

/** What a test forced on an event: its status, and the state of bookmaker rows (by index) and fancy rows (by id). */
export interface Override {
  status?: EventStatus;
  bookmaker: Map<number, RowForce>;
  fancy: Map<string, RowForce>;
}

/** An event as its markets are priced now. */
export interface Moment {
  seed: number;
  e: SimEvent;
  status: EventStatus;
  /** the price clock (real time unless a test froze or stepped it) */
  clock: number;
  /** real time: the answer's updated_at */
  now: number;
}

interface FancyTemplate {
  title: string;
  type: number;
  line: number;
  rates: [number, number];
}

export function runnerNames(e: SimEvent): string[] {
  return e.sport === 'soccer' ? [e.home, e.away, 'The Draw'] : [e.home, e.away];
}

/** Win probabilities of the runners before any movement (they sum to 1). */
function baseProbs(seed: number, e: SimEvent): number[] {
  const a = 0.25 + rand(seed, e.seq, 1) * 0.5;
  if (e.sport === 'soccer') {
    const draw = 0.22 + rand(seed, e.seq, 2) * 0.08;
    return [a * (1 - draw), (1 - a) * (1 - draw), draw];
  }
  return [a, 1 - a];
}

/** Ladder index of a runner's best back price at price tick k (it moves on about half of the ticks). */
function backIndex(seed: number, e: SimEvent, runner: number, k: number, base: number): number {
  let kk = k;
  while (k - kk < 12 && rand(seed, e.seq, runner, kk, 3) > 0.5) kk -= 1;
  const ph1 = rand(seed, e.seq, runner, 4) * 6.283;
  const ph2 = rand(seed, e.seq, runner, 5) * 6.283;
  const drift = 0.16 * Math.sin(kk * 0.045 + ph1) + 0.05 * Math.sin(kk * 0.27 + ph2);
  return ladderIndex(Math.min(1000, Math.max(1.02, (1 / base) * Math.exp(drift))));
}

/** The match-odds answer: three back and three lay levels per runner; a closed market has none. */
export function matchOddsAt({ seed, e, status, clock, now }: Moment) {
  const k = Math.floor(clock / TICK_MS);
  const probs = baseProbs(seed, e);
  const runners = runnerNames(e).map((name, i) => {
    if (status === 'closed') return { selectionId: `${e.seq}${i + 1}`, SelectionName: name, ex: { availableToBack: [], availableToLay: [] } };
    const idx = backIndex(seed, e, i, k, probs[i] ?? 0.5);
    const size = (level: number) => Math.round(20 + rand(seed, e.seq, i, k, level, 6) ** 2 * 40_000);
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
      updated_at: new Date(now).toISOString(),
    },
  ];
}

function rowState(m: Moment, key: number, windowMs: number, force?: RowForce): { ball_running: 0 | 1; suspended: 0 | 1 } {
  let ball: 0 | 1 = 0;
  let susp: 0 | 1 = m.status === 'closed' ? 1 : 0;
  if (m.status === 'inplay') {
    const r = rand(m.seed, m.e.seq, key, Math.floor(m.clock / windowMs), 7);
    ball = r < 0.15 ? 1 : 0;
    susp = !ball && r < 0.25 ? 1 : 0;
  }
  return { ball_running: force?.ball_running ?? ball, suspended: force?.suspended ?? susp };
}

function fancyTemplates(seed: number, e: SimEvent): FancyTemplate[] {
  const r = (n: number) => rand(seed, e.seq, n, 11);
  const team = e.home;
  const away = e.away;
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
    // the other side's innings and more sessions: an in-play match shows about thirty priced rows, as live books do
    { title: `6 Over Runs ${away}`, type: 2, line: overs(6, 21), rates: [100, 100] },
    { title: `10 Over Runs ${away}`, type: 2, line: overs(10, 22), rates: [100, 100] },
    { title: `15 Over Runs ${away}`, type: 2, line: overs(15, 23), rates: [100, 100] },
    { title: `20 Over Runs ${away}`, type: 2, line: overs(20, 24), rates: [100, 100] },
    { title: `Fall of 1st Wkt ${away}`, type: 2, line: Math.round(18 + r(25) * 20), rates: [100, 100] },
    { title: `Fall of 2nd Wkt ${team}`, type: 2, line: Math.round(35 + r(26) * 25), rates: [100, 100] },
    { title: `Fall of 2nd Wkt ${away}`, type: 2, line: Math.round(35 + r(27) * 25), rates: [100, 100] },
    { title: `1st Wkt Partnership ${team}`, type: 2, line: Math.round(20 + r(28) * 25), rates: [100, 100] },
    { title: `Highest Over Runs ${team}`, type: 2, line: Math.round(14 + r(29) * 6), rates: [100, 100] },
    { title: `${away} Total Fours Khadda`, type: 3, line: Math.round(12 + r(30) * 8), rates: [100, 100] },
    { title: `${team} Total Sixes Khadda`, type: 3, line: Math.round(6 + r(31) * 6), rates: [100, 100] },
    { title: `${away} Total Sixes Khadda`, type: 3, line: Math.round(6 + r(32) * 6), rates: [100, 100] },
    { title: `12 Over Lottery ${team}`, type: 4, line: Math.round(85 + r(33) * 15), rates: [90, 900] },
    { title: `12 Over Runs Odd ${team}`, type: 5, line: 1, rates: [95, 95] },
    { title: `9.3 Ball Runs ${team}`, type: 6, line: 1, rates: [100, 100] },
    { title: `9.4 Ball Runs ${team}`, type: 6, line: 1, rates: [100, 100] },
  ];
}

function fancyRows(m: Moment, o: Override | undefined): Record<string, unknown> {
  const { seed, e } = m;
  const fancy2: Record<string, unknown> = {};
  if (!e.hasFancy || e.sport !== 'cricket') return fancy2;
  const kf = Math.floor(m.clock / FANCY_MS);
  for (const [i, t] of fancyTemplates(seed, e).entries()) {
    const id = `${e.eventId}-F${i + 1}`;
    const moved = t.line > 5 ? Math.round(Math.sin(kf * 0.21 + rand(seed, e.seq, i, 12) * 6.283) * 3) : 0;
    const no = Math.max(0, t.line + moved);
    fancy2[id] = {
      id,
      title: t.title,
      no,
      no_rate: t.rates[0],
      yes: t.line > 5 ? no + 1 : no,
      yes_rate: t.rates[1],
      type: t.type,
      ...rowState(m, 100 + i, STATE_MS - 1000, o?.fancy.get(id)),
    };
  }
  return fancy2;
}

function bookmakerRows(m: Moment, o: Override | undefined): Record<string, unknown> {
  const { seed, e, status } = m;
  const bookmaker: Record<string, unknown> = {};
  if (!e.hasBookmaker) return bookmaker;
  const kb = Math.floor(m.clock / BOOK_MS);
  const probs = baseProbs(seed, e);
  const state = rowState(m, 50, STATE_MS);
  bookmaker[`BM-${e.marketId}`] = {
    name: 'Bookmaker',
    runners: runnerNames(e).map((runner, i) => {
      const price = ladderAt(backIndex(seed, e, i, Math.floor((kb * BOOK_MS) / TICK_MS), probs[i] ?? 0.5));
      const back = Math.max(1, Math.min(999, Math.round((price - 1) * 100)));
      const force = o?.bookmaker.get(i);
      return {
        selectionId: `${e.seq}${i + 1}`,
        runner,
        backPrice: status === 'closed' ? 0 : back,
        layPrice: status === 'closed' ? 0 : back + 1 + (rand(seed, e.seq, i, kb, 13) < 0.5 ? 1 : 0),
        ball_running: force?.ball_running ?? state.ball_running,
        suspended: force?.suspended ?? state.suspended,
      };
    }),
  };
  return bookmaker;
}

/** The event answer: its fancy lines (cricket) and its bookmaker market, with the rows' states. */
export function eventDetailAt(m: Moment, o: Override | undefined) {
  return { data: { items: { [m.e.eventId]: { fancy2: fancyRows(m, o), bookmaker: bookmakerRows(m, o) } } } };
}
