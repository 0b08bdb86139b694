/**
 * The odds benchmark's reading of a Chromium trace: the main thread's time per poll cycle (from one
 * match-odds request to the next), all of it or its script part, and where the time goes.
 */
import type { TraceEvent } from './trace';

/** Blink's rendering steps (style, layout, paint, compositing); the rest of a task is script. */
const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);

/**
 * Main-thread ms per poll cycle: tasks between consecutive match-odds requests (all, or script only;
 * 'cpu': all, in the thread's own CPU time, which a busy machine does not inflate).
 */
export function perUpdateMs(events: TraceEvent[], only: 'all' | 'script' | 'cpu' = 'all'): number[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const starts = events
    .filter((e) => e.name === 'ResourceSendRequest' && /\/api\/match-odds\//.test(e.args?.data?.url ?? ''))
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && e.dur !== undefined);
  const rendering = only === 'script' ? events.filter((e) => e.ph === 'X' && RENDERING.has(e.name) && main.has(`${e.pid}:${e.tid}`)) : [];
  const out: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const from = starts[i] ?? 0;
    const to = starts[i + 1] ?? 0;
    let sum = 0;
    for (const t of tasks) if (t.ts >= from && t.ts < to) sum += (only === 'cpu' ? t.tdur : t.dur) ?? 0;
    if (only === 'script') for (const r of rendering) if (r.ts >= from && r.ts < to) sum -= r.dur ?? 0;
    out.push(sum / 1000);
  }
  return out;
}

/** Total ms per trace event name on the renderer main thread (what the time is spent on). */
export function breakdown(events: TraceEvent[]): Array<[string, number]> {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const sums = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => [k, Math.round(v)]);
}
