import { responsibleEndpoints } from '../endpoints/responsible';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(responsibleEndpoints);

/** The player's responsible-gaming state (private: sent with the token, never persisted). */
export const responsibleCalls = {
  state: () => describe('rgState', { key: privateKey('responsibleGaming') }),
  session: () => describe('rgSession', { key: privateKey('responsibleSession'), staleTime: 0 }),
};

export const responsibleQueries = queriesOf(responsibleCalls);
