import { rand } from './prng';
import type { SportsSim } from './sim';
import type { SimEvent } from './schedule';

/**
 * How a closed event ended: a pure function of (seed, event), like every price, so a settlement is
 * repeatable; tests may force it (POST /api/dev/sports, action set, result). About one event in
 * twenty is abandoned: its bets are void.
 */
export interface EventResult {
  abandoned: boolean;
  /** selection id of the winning runner (match odds and bookmaker) */
  winner: string;
  /** final runs of each fancy line, by fancy row id */
  runs: (fancyId: string) => number;
}

export interface ResultForce {
  abandoned?: boolean | undefined;
  /** runner index, 0 first */
  winner?: number | undefined;
  runs?: Record<string, number> | undefined;
}

const forced = new WeakMap<SportsSim, Map<string, ResultForce>>();

export function forceResult(sim: SportsSim, eventId: string, f: ResultForce): void {
  const m = forced.get(sim) ?? new Map<string, ResultForce>();
  m.set(eventId, { ...m.get(eventId), ...f });
  forced.set(sim, m);
}

export function clearResults(sim: SportsSim): void {
  forced.delete(sim);
}

/** A runner's selection id, as the simulation's answers give it. */
const selectionIdOf = (e: SimEvent, index: number) => `${e.seq}${index + 1}`;

export function eventResult(sim: SportsSim, seed: number, e: SimEvent): EventResult {
  const f = forced.get(sim)?.get(e.eventId);
  const n = sim.runnerNames(e).length;
  const winner = f?.winner ?? Math.min(n - 1, Math.floor(rand(seed, e.seq, 77) * n));
  return {
    abandoned: f?.abandoned ?? rand(seed, e.seq, 79) < 0.05,
    winner: selectionIdOf(e, winner),
    runs: (fancyId) => {
      const given = f?.runs?.[fancyId];
      if (given !== undefined) return given;
      const i = Number(/-F(\d+)$/.exec(fancyId)?.[1] ?? 0);
      const row = sim.eventDetail(e).data.items[e.eventId]?.fancy2[fancyId] as { no?: number } | undefined;
      return Math.max(0, Math.round((row?.no ?? 0) + (rand(seed, e.seq, i, 78) - 0.5) * 16));
    },
  };
}
