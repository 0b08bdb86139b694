import * as P from '../contract/push';
import { endpoint } from './define';
import { describeMutation } from './describe-mutation';

/**
 * Push notifications (our extension, docs/api.md). Not spread into `api`: only the Notifications screen
 * and the offer after a deposit use these calls, so their schemas stay out of the first paint.
 */
export const pushEndpoints = {
  /** the VAPID public key: public, but never stored (a subscription needs the network anyway) */
  pushKey: endpoint({ method: 'GET', path: '/api/push/key', host: 'platform', auth: 'none', response: P.PushKeyAnswer }),
  pushLookup: endpoint({
    method: 'POST',
    path: '/api/push/subscription/lookup',
    host: 'platform',
    auth: 'required',
    body: P.PushLookupBody,
    response: P.PushDeviceAnswer,
  }),
  pushSave: endpoint({
    method: 'POST',
    path: '/api/push/subscription',
    host: 'platform',
    auth: 'required',
    body: P.PushSubscribeBody,
    response: P.PushDeviceAnswer,
  }),
};

export const pushMutations = {
  key: describeMutation(pushEndpoints.pushKey),
  lookup: describeMutation(pushEndpoints.pushLookup),
  save: describeMutation(pushEndpoints.pushSave),
};
