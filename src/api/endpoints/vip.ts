import { RemoteIdQuery } from '../contract/common';
import * as V from '../contract/vip';
import { endpoint } from './define';

export const vipEndpoints = {
  vipPoints: endpoint({ method: 'GET', path: '/api/vip-points', host: 'platform', auth: 'required', query: V.VipPointsQuery, response: V.VipPointsAnswer }),
  vipHistory: endpoint({ method: 'GET', path: '/api/vip-history', host: 'platform', auth: 'required', query: RemoteIdQuery, response: V.VipHistoryAnswer }),
  convertVipcoin: endpoint({
    method: 'GET',
    path: '/api/convert-vipcoin',
    host: 'platform',
    auth: 'required',
    query: V.ConvertQuery,
    response: V.ConvertAnswer,
  }),
};
