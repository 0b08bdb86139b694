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
  turnovers: endpoint({ method: 'GET', path: '/api/turnovers', host: 'platform', auth: 'required', query: RemoteIdQuery, response: M.TurnoversAnswer }),
};
