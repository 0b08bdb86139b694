import * as L from '../contract/lobby';
import { endpoint } from './define';
import { describeMutation } from './describe-mutation';

export const lobbyEndpoints = {
  gameRun: endpoint({ method: 'POST', path: '/api/game-run', host: 'platform', auth: 'required', body: L.GameRunBody, response: L.GameRunAnswer }),
  playerLogin: endpoint({
    method: 'POST',
    path: '/api/player-login',
    host: 'platform',
    auth: 'required',
    body: L.PlayerLoginBody,
    response: L.PlayerLoginAnswer,
  }),
};

export const lobbyMutations = {
  gameRun: describeMutation(lobbyEndpoints.gameRun),
  playerLogin: describeMutation(lobbyEndpoints.playerLogin),
};
