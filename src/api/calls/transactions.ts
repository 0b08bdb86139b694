import { RemoteIdQuery } from '../contract/common';
import * as M from '../contract/transactions';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';
import type * as v from 'valibot';

export const transactionEndpoints = {
  transactions: endpoint({
    method: 'GET',
    path: '/api/transaction/show',
    host: 'platform',
    auth: 'required',
    query: RemoteIdQuery,
    response: M.TransactionsAnswer,
  }),
  revertTransaction: endpoint({
    method: 'POST',
    path: '/api/transaction/{id}/revert',
    host: 'platform',
    auth: 'required',
    body: M.RevertBody,
    response: M.TransactionActionAnswer,
  }),
  resubmitTransaction: endpoint({
    method: 'POST',
    path: '/api/transaction/{id}/resubmit',
    host: 'platform',
    auth: 'required',
    body: M.ResubmitBody,
    response: M.TransactionActionAnswer,
  }),
  turnovers: endpoint({ method: 'GET', path: '/api/turnovers', host: 'platform', auth: 'required', query: RemoteIdQuery, response: M.TurnoversAnswer }),
};

const describe = describeCalls(transactionEndpoints);

/** Key prefixes: a deposit or withdrawal makes every transactions list stale. */
export const transactionKeys = {
  transactions: privateKey('transactions'),
};

/** The player's transactions and turnover tickets (records, funds, profile). Private. */
export const transactionCalls = {
  transactions: (remoteId: string) => describe('transactions', { query: { remote_id: remoteId }, key: [...transactionKeys.transactions, remoteId] }),
  turnovers: (remoteId: string) => describe('turnovers', { query: { remote_id: remoteId }, key: privateKey('turnovers', remoteId) }),
};

export const transactionQueries = queriesOf(transactionCalls);

/** A pending deposit's revert and resubmit (the player's own, within its time). */
export const transactionMutations = {
  /** refused when the deposit was settled meanwhile: the list then shows its real status */
  revert: describeMutation(transactionEndpoints.revertTransaction, {
    input: ({ id, ...body }: { id: number } & v.InferInput<typeof M.RevertBody>) => ({ params: { id }, body }),
    invalidates: (b) => [transactionCalls.transactions(String(b.remote_id)).key],
    staleOnError: true,
  }),
  resubmit: describeMutation(transactionEndpoints.resubmitTransaction, {
    input: ({ id, ...body }: { id: number } & v.InferInput<typeof M.ResubmitBody>) => ({ params: { id }, body }),
    invalidates: (b) => [transactionCalls.transactions(String(b.remote_id)).key],
  }),
};
