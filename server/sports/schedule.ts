import { type SportName, SPORTS } from '../../src/api/contract/exchange';
import { dhakaDayStart } from '../../src/lib/dhaka-time';
import type { Db, Tx } from '../db/client';
import { DURATION_MS, SEPARATOR, TEAMS } from './names';
import { mulberry32 } from './prng';

/** A scheduled event as stored in sports_events. */
export interface SimEvent {
  eventId: string;
  marketId: string;
  sport: SportName;
  name: string;
  home: string;
  away: string;
  hasFancy: boolean;
  hasBookmaker: boolean;
  startAt: number;
  endAt: number;
  seq: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/** The event number seq of a schedule seeded with `seed`: teams and markets are a pure function of both. */
function makeEvent(seed: number, seq: number, sport: SportName, startAt: number, force: { fancy?: boolean; bookmaker?: boolean } = {}): SimEvent {
  const r = mulberry32((seed ^ Math.imul(seq, 0x9e3779b1)) >>> 0);
  const teams = TEAMS[sport];
  const a = Math.floor(r() * teams.length);
  let b = Math.floor(r() * (teams.length - 1));
  if (b >= a) b += 1;
  const home = teams[a] ?? 'Home';
  const away = teams[b] ?? 'Away';
  const fancyChance = sport === 'cricket' ? 0.85 : 0;
  const bookChance = sport === 'cricket' ? 0.9 : sport === 'soccer' ? 0.6 : 0.4;
  const hasFancy = force.fancy ?? r() < fancyChance;
  const hasBookmaker = force.bookmaker ?? r() < bookChance;
  return {
    eventId: String(32_000_000 + seq),
    marketId: `1.${230_000_000 + seq}`,
    sport,
    name: `${home}${SEPARATOR[sport]}${away}`,
    home,
    away,
    hasFancy,
    hasBookmaker,
    startAt,
    endAt: startAt + DURATION_MS[sport],
    seq,
  };
}

async function insertEvent(db: Db | Tx, e: SimEvent): Promise<void> {
  await db.execute({
    sql: `INSERT INTO sports_events (event_id, market_id, sport, name, home, away, has_fancy, has_bookmaker, start_at, end_at, seq, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      e.eventId,
      e.marketId,
      e.sport,
      e.name,
      e.home,
      e.away,
      e.hasFancy ? 1 : 0,
      e.hasBookmaker ? 1 : 0,
      e.startAt,
      e.endAt,
      e.seq,
      new Date().toISOString(),
    ],
  });
}

export async function loadEvents(db: Db | Tx, since: number): Promise<SimEvent[]> {
  const r = await db.execute({ sql: 'SELECT * FROM sports_events WHERE end_at > ? ORDER BY start_at, seq', args: [since] });
  return r.rows.map((row) => ({
    eventId: String(row.event_id),
    marketId: String(row.market_id),
    sport: String(row.sport) as SportName,
    name: String(row.name),
    home: String(row.home),
    away: String(row.away),
    hasFancy: Number(row.has_fancy) === 1,
    hasBookmaker: Number(row.has_bookmaker) === 1,
    startAt: Number(row.start_at),
    endAt: Number(row.end_at),
    seq: Number(row.seq),
  }));
}

async function nextSeq(db: Db | Tx): Promise<number> {
  const r = await db.execute('SELECT COALESCE(MAX(seq), 0) AS n FROM sports_events');
  return Number(r.rows[0]?.n ?? 0) + 1;
}

/**
 * The first schedule, relative to now: per sport some events in play, some later today, some
 * tomorrow (Dhaka days) and some already closed, so every tab of the in-play list has content.
 */
export async function seedSchedule(db: Db | Tx, seed: number, now = Date.now()): Promise<void> {
  let seq = await nextSeq(db);
  const tomorrow = dhakaDayStart(now, 1).getTime();
  const plan: Record<SportName, number[]> = {
    cricket: [now - 20 * MIN, now - 70 * MIN, now - 110 * MIN, now + 50 * MIN, now + 3 * HOUR, tomorrow + 14 * HOUR, tomorrow + 18 * HOUR, now - 8 * HOUR],
    soccer: [now - 30 * MIN, now - 55 * MIN, now + 90 * MIN, tomorrow + 15 * HOUR, now - 5 * HOUR],
    tennis: [now - 25 * MIN, now + 2 * HOUR, tomorrow + 12 * HOUR, now - 6 * HOUR],
  };
  for (const sport of SPORTS) {
    for (const [i, start] of plan[sport].entries()) {
      // the first cricket match always carries fancy and bookmaker markets (the demo and the tests rely on it)
      const force = sport === 'cricket' && i === 0 ? { fancy: true, bookmaker: true } : {};
      await insertEvent(db, makeEvent(seed, seq, sport, start, force));
      seq += 1;
    }
  }
}

/**
 * Keeps the schedule alive as time passes: every sport has an event in play, two upcoming ones and
 * one on the next Dhaka day. Cheap: one query, inserts only when something is missing. `running` is
 * false for an event closed before its end (the simulation's override), which then leaves its place.
 */
export async function topUpSchedule(db: Db, seed: number, now = Date.now(), running: (e: SimEvent) => boolean = () => true): Promise<boolean> {
  const events = await loadEvents(db, now);
  const tomorrow = dhakaDayStart(now, 1).getTime();
  const toAdd: Array<{ sport: SportName; start: number }> = [];
  for (const sport of SPORTS) {
    const mine = events.filter((e) => e.sport === sport);
    if (!mine.some((e) => e.startAt <= now && running(e))) toAdd.push({ sport, start: now - 5 * MIN });
    const upcoming = mine.filter((e) => e.startAt > now);
    const last = Math.max(now, ...upcoming.map((e) => e.startAt));
    for (let i = upcoming.length; i < 2; i++) toAdd.push({ sport, start: last + (i + 1) * 90 * MIN });
    if (!mine.some((e) => e.startAt >= tomorrow && e.startAt < tomorrow + 24 * HOUR)) toAdd.push({ sport, start: tomorrow + 14 * HOUR });
  }
  if (toAdd.length === 0) return false;
  let seq = await nextSeq(db);
  for (const a of toAdd) {
    await insertEvent(db, makeEvent(seed, seq, a.sport, a.start));
    seq += 1;
  }
  return true;
}
