import { exchangeBetEndpoints } from '../endpoints/exchange-bets';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(exchangeBetEndpoints);

/** Every exchange answer of the player: a placed or cancelled bet makes them all stale. */
export const betKeys = {
  all: privateKey('exchange'),
};

/** Exchange betting: private (the key starts with 'private'), never persisted. */
export const betCalls = {
  /** the header's available balance and exposure */
  account: () => describe('exchangeAccount', { key: [...betKeys.all, 'account'], refetchInterval: 10_000, staleTime: 2_000 }),
  /** open bets (matched and unmatched): My Bets and the positions under the runners */
  open: () => describe('exchangeBets', { query: { status: 'open' }, key: [...betKeys.all, 'bets', 'open'], refetchInterval: 5_000, staleTime: 2_000 }),
  /** settled bets of Dhaka days from..to (YYYY-MM-DD) */
  settled: (from: string, to: string) =>
    describe('exchangeBets', { query: { status: 'settled', from, to }, key: [...betKeys.all, 'bets', 'settled', from, to] }),
  statement: () => describe('exchangeStatement', { key: [...betKeys.all, 'statement'] }),
  activity: () => describe('exchangeActivity', { key: [...betKeys.all, 'activity'] }),
};

export const betQueries = queriesOf(betCalls);
