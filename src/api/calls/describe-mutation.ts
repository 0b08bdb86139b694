import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type CallInput, type CallOptions, call } from '../client';
import type { AnyEndpoint, BodyOf, ResultOf } from './define';

/**
 * A call a screen sends itself instead of reading it from the cache (a change, or a one-off check),
 * described once beside the queries it touches: its endpoint, how a screen's values become its input,
 * and which answers it makes stale, so no screen writes an invalidation by hand.
 */
export interface MutationSpec<E extends AnyEndpoint = AnyEndpoint, V = BodyOf<E>> {
  endpoint: E;
  /** the call's input from what the screen hands over; without it, what the screen hands over is the body */
  input: (vars: V) => CallInput<E>;
  /** query keys (or prefixes) made stale once it succeeded; the call does not wait for them */
  invalidates?: (vars: V) => readonly QueryKey[];
  /** made stale and fetched again before the call counts as done: the screen that closes on success then shows them new */
  refreshes?: (vars: V) => readonly QueryKey[];
  /** stale after a refusal too: a refusal here means the answer changed under the player (settled meanwhile) */
  staleOnError?: boolean;
  timeoutMs?: number;
}

export const describeMutation = <E extends AnyEndpoint, V = BodyOf<E>>(
  endpoint: E,
  spec: Partial<Omit<MutationSpec<E, V>, 'endpoint'>> = {},
): MutationSpec<E, V> => ({ endpoint, input: (vars) => ({ body: vars }) as CallInput<E>, ...spec });

type Invalidator = Pick<QueryClient, 'invalidateQueries'>;

function stale(qc: Invalidator | undefined, keys: readonly QueryKey[]): Promise<unknown> {
  if (!keys.length) return Promise.resolve();
  if (!qc) throw new Error('a call that makes answers stale is sent with the query client');
  return Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/** Makes stale by hand what a described call makes stale (a refusal that says it already happened). */
export const markStale = <V>(m: MutationSpec<AnyEndpoint, V>, vars: V, qc: Invalidator): Promise<unknown> =>
  stale(qc, [...(m.refreshes?.(vars) ?? []), ...(m.invalidates?.(vars) ?? [])]);

/** Sends a described call once through the one HTTP client, then makes stale what it changed. */
export async function mutate<E extends AnyEndpoint, V>(m: MutationSpec<E, V>, vars: V, qc?: Invalidator, opts: CallOptions = {}): Promise<ResultOf<E>> {
  const later = m.invalidates?.(vars) ?? [];
  const now = m.refreshes?.(vars) ?? [];
  let answer: ResultOf<E>;
  try {
    answer = await call(m.endpoint, m.input(vars), { timeoutMs: m.timeoutMs, ...opts });
  } catch (e) {
    if (m.staleOnError) void stale(qc, [...now, ...later]);
    throw e;
  }
  void stale(qc, later);
  await stale(qc, now);
  return answer;
}
