import * as I from '../contract/inbox';
import { endpoint } from './define';

export const inboxEndpoints = {
  inbox: endpoint({ method: 'GET', path: '/api/inbox', host: 'platform', auth: 'required', query: I.InboxQuery, response: I.InboxAnswer }),
  inboxItem: endpoint({ method: 'GET', path: '/api/inbox/{id}', host: 'platform', auth: 'required', response: I.InboxItemAnswer }),
  inboxRead: endpoint({ method: 'PATCH', path: '/api/inbox/{id}/read', host: 'platform', auth: 'required', response: I.InboxActionAnswer }),
  inboxDelete: endpoint({ method: 'DELETE', path: '/api/inbox/{id}', host: 'platform', auth: 'required', response: I.InboxActionAnswer }),
};
