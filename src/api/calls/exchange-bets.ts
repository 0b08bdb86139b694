import * as X from '../contract/exchange-bets';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';

/** Exchange betting: our contract (docs/api.md), platform host, token required. */
export const exchangeBetEndpoints = {
  placeBet: endpoint({ method: 'POST', path: '/api/exchange/bets', host: 'platform', auth: 'required', body: X.PlaceBetBody, response: X.PlaceBetAnswer }),
  cashOut: endpoint({ method: 'POST', path: '/api/exchange/cash-out', host: 'platform', auth: 'required', body: X.CashOutBody, response: X.CashOutAnswer }),
  exchangeBets: endpoint({ method: 'GET', path: '/api/exchange/bets', host: 'platform', auth: 'required', query: X.BetsQuery, response: X.BetsAnswer }),
  cancelBet: endpoint({ method: 'POST', path: '/api/exchange/bets/{transactionId}/cancel', host: 'platform', auth: 'required', response: X.CancelAnswer }),
  exchangeAccount: endpoint({ method: 'GET', path: '/api/exchange/account', host: 'platform', auth: 'required', response: X.ExchangeAccountAnswer }),
  exchangeStatement: endpoint({ method: 'GET', path: '/api/exchange/statement', host: 'platform', auth: 'required', response: X.StatementAnswer }),
  exchangeActivity: endpoint({ method: 'GET', path: '/api/exchange/activity', host: 'platform', auth: 'required', response: X.ActivityAnswer }),
};

const describe = describeCalls(exchangeBetEndpoints);

/** Every exchange answer of the player: a placed or cancelled bet makes them all stale. */
const betKeys = {
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

/** Money calls: each carries the idempotency key its screen made (a retry after a lost answer sends the same one). */
export const betMutations = {
  place: describeMutation(exchangeBetEndpoints.placeBet, { invalidates: () => [betKeys.all] }),
  cashOut: describeMutation(exchangeBetEndpoints.cashOut, { invalidates: () => [betKeys.all] }),
  /** a refusal (matched meanwhile) changes the open bets too */
  cancel: describeMutation(exchangeBetEndpoints.cancelBet, {
    input: (transactionId: string) => ({ params: { transactionId } }),
    invalidates: () => [betKeys.all],
    staleOnError: true,
  }),
};
