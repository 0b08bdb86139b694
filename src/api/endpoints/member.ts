import { RemoteIdQuery } from '../contract/common';
import * as M from '../contract/member';
import { endpoint } from './define';

export const memberEndpoints = {
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
