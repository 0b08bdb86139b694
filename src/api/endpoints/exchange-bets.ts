import * as X from '../contract/exchange-bets';
import { endpoint } from './define';

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
