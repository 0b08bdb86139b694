import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { exchangeBetEndpoints } from './endpoints/exchange-bets';

/** Exchange betting queries: private (the key starts with 'private'), never persisted. */
export const betKeys = {
  all: ['private', 'exchange'] as const,
  account: () => ['private', 'exchange', 'account'] as const,
  open: () => ['private', 'exchange', 'bets', 'open'] as const,
  settled: (from: string, to: string) => ['private', 'exchange', 'bets', 'settled', from, to] as const,
  statement: () => ['private', 'exchange', 'statement'] as const,
  activity: () => ['private', 'exchange', 'activity'] as const,
};

export const betQueries = {
  /** the header's available balance and exposure */
  account: () =>
    queryOptions({
      queryKey: betKeys.account(),
      queryFn: ({ signal }) => call(exchangeBetEndpoints.exchangeAccount, {}, { signal }),
      refetchInterval: 10_000,
      staleTime: 2_000,
    }),
  /** open bets (matched and unmatched): My Bets and the positions under the runners */
  open: () =>
    queryOptions({
      queryKey: betKeys.open(),
      queryFn: ({ signal }) => call(exchangeBetEndpoints.exchangeBets, { query: { status: 'open' } }, { signal }),
      refetchInterval: 5_000,
      staleTime: 2_000,
    }),
  /** settled bets of Dhaka days from..to (YYYY-MM-DD) */
  settled: (from: string, to: string) =>
    queryOptions({
      queryKey: betKeys.settled(from, to),
      queryFn: ({ signal }) => call(exchangeBetEndpoints.exchangeBets, { query: { status: 'settled', from, to } }, { signal }),
    }),
  statement: () => queryOptions({ queryKey: betKeys.statement(), queryFn: ({ signal }) => call(exchangeBetEndpoints.exchangeStatement, {}, { signal }) }),
  activity: () => queryOptions({ queryKey: betKeys.activity(), queryFn: ({ signal }) => call(exchangeBetEndpoints.exchangeActivity, {}, { signal }) }),
};
