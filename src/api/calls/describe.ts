import { type DefaultError, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type CallInput, call } from '../client';
import type { AnyEndpoint, QueryOf, ResultOf } from './define';

/** TanStack Query's options that belong to the call itself: how long its answer is fresh, how it retries. */
interface CacheOptions {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
  retry?: number | boolean;
  enabled?: boolean;
}

/** How often the poller (src/poller) asks again while a screen runs the call's job. */
export interface PollEvery {
  intervalMs: number;
  /** used instead when the browser asks to save data (Save-Data or 2g) */
  dataSaverIntervalMs?: number;
}

/**
 * One call described once: the endpoint by its name, its input, the query key its answer lives
 * under, and its cache options. A screen's query options (toQueryOptions) and a poll job's call
 * (src/poller: pollJob) are both derived from it, so neither restates an endpoint or a key.
 */
export interface CallSpec<N extends string = string, E extends AnyEndpoint = AnyEndpoint, K extends QueryKey = QueryKey> extends CacheOptions {
  /** the endpoint's name in its domain's list, which is its name in the registry the poller worker reads */
  name: N;
  endpoint: E;
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  key: K;
  /** set on a call a screen polls: the poll job takes its interval from here */
  poll?: PollEvery;
}

/** The describer of one domain's calls: names are checked against that domain's endpoint list only. */
export function describeCalls<L extends Record<string, AnyEndpoint>>(list: L) {
  return <N extends keyof L & string, const K extends QueryKey>(name: N, spec: Omit<CallSpec<N, L[N], K>, 'name' | 'endpoint'>): CallSpec<N, L[N], K> => ({
    name,
    endpoint: list[name] as L[N],
    ...spec,
  });
}

/** A description as TanStack Query options (queryKey, queryFn through the one HTTP client, cache options). */
export function toQueryOptions<E extends AnyEndpoint, K extends QueryKey>(spec: CallSpec<string, E, K>) {
  const { name: _name, endpoint, params, query, key, poll: _poll, ...cache } = spec;
  const input = { params, query } as CallInput<E>;
  return queryOptions<ResultOf<E>, DefaultError, ResultOf<E>, K>({ queryKey: key, queryFn: ({ signal }) => call(endpoint, input, { signal }), ...cache });
}

type Describer = (...args: any[]) => CallSpec<string, any, any>;
export type QueryOptionsOf<S> = S extends CallSpec<string, infer E, infer K> ? ReturnType<typeof toQueryOptions<E, K>> : never;
export type QueriesOf<F extends Record<string, Describer>> = { [P in keyof F]: (...args: Parameters<F[P]>) => QueryOptionsOf<ReturnType<F[P]>> };

/** A domain's query-option factories, one per description, with the same names and arguments. */
export function queriesOf<F extends Record<string, Describer>>(calls: F): QueriesOf<F> {
  const out: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, describe] of Object.entries(calls)) out[name] = (...args) => toQueryOptions(describe(...args));
  return out as unknown as QueriesOf<F>;
}
