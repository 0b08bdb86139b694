import { BalanceAnswer, UserAnswer } from '../contract/player';
import { MessageAnswer, RemoteIdQuery } from '../contract/common';
import { endpoint } from './define';

/** The logged-in player's calls the shell makes on every screen (queries/player.ts, in the first paint). */
export const playerEndpoints = {
  /** ends this login on the server: the token is refused from then on (not in the spec's table; see docs/api.md) */
  logout: endpoint({ method: 'POST', path: '/api/logout', host: 'platform', auth: 'required', response: MessageAnswer }),
  balance: endpoint({ method: 'POST', path: '/api/balance', host: 'platform', auth: 'required', response: BalanceAnswer }),
  user: endpoint({ method: 'GET', path: '/api/user/show', host: 'platform', auth: 'required', query: RemoteIdQuery, response: UserAnswer }),
};
