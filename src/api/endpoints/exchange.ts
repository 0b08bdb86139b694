import * as X from '../contract/exchange';
import { endpoint } from './define';

const env = import.meta.env ?? {};

/** Sports host calls: no token (spec 3, section 6). The IP lookup may be an absolute address (VITE_IP_LOOKUP_URL). */
export const exchangeEndpoints = {
  sportsEvents: endpoint({ method: 'GET', path: '/api/sports-events/{sport}', host: 'sports', auth: 'none', response: X.SportEventsAnswer }),
  matchOdds: endpoint({ method: 'GET', path: '/api/match-odds/{marketId}', host: 'sports', auth: 'none', response: X.MatchOddsAnswer }),
  sportsEvent: endpoint({ method: 'GET', path: '/api/event/{eventId}', host: 'sports', auth: 'none', response: X.EventAnswer }),
  scoreBoard: endpoint({
    method: 'GET',
    path: '/api/score/board/{eventId}',
    host: 'sports',
    auth: 'none',
    response: X.ScoreBoardAnswer,
    responseType: 'text',
  }),
  ipLookup: endpoint({ method: 'GET', path: env.VITE_IP_LOOKUP_URL || '/api/ip', host: 'sports', auth: 'none', query: X.IpQuery, response: X.IpAnswer }),
};
