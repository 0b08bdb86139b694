import * as R from '../contract/responsible';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';

/**
 * Responsible gaming (our extension, docs/api.md). Not spread into `api`: only member screens use
 * these calls, so their schemas stay out of the first paint (import them from here).
 */
export const responsibleEndpoints = {
  rgState: endpoint({ method: 'GET', path: '/api/responsible-gaming', host: 'platform', auth: 'required', response: R.RgAnswer }),
  rgSetLimits: endpoint({
    method: 'POST',
    path: '/api/responsible-gaming/limits',
    host: 'platform',
    auth: 'required',
    body: R.SetLimitsBody,
    response: R.RgSavedAnswer,
  }),
  rgRealityCheck: endpoint({
    method: 'POST',
    path: '/api/responsible-gaming/reality-check',
    host: 'platform',
    auth: 'required',
    body: R.RealityBody,
    response: R.RgSavedAnswer,
  }),
  rgBlock: endpoint({
    method: 'POST',
    path: '/api/responsible-gaming/block',
    host: 'platform',
    auth: 'required',
    body: R.BlockBody,
    response: R.RgMessageAnswer,
  }),
  rgSession: endpoint({ method: 'GET', path: '/api/responsible-gaming/session', host: 'platform', auth: 'required', response: R.RgSessionAnswer }),
};

const describe = describeCalls(responsibleEndpoints);

/** The player's responsible-gaming state (private: sent with the token, never persisted). */
export const responsibleCalls = {
  state: () => describe('rgState', { key: privateKey('responsibleGaming') }),
  session: () => describe('rgSession', { key: privateKey('responsibleSession'), staleTime: 0 }),
};

export const responsibleQueries = queriesOf(responsibleCalls);

export const responsibleMutations = {
  setLimits: describeMutation(responsibleEndpoints.rgSetLimits),
  realityCheck: describeMutation(responsibleEndpoints.rgRealityCheck),
  block: describeMutation(responsibleEndpoints.rgBlock),
};
