import * as v from 'valibot';
import { PUBLIC_CALLS } from '../public-calls';
import * as P from '../contract/public';
import { endpoint } from './define';

export const publicEndpoints = {
  logo: endpoint({ method: 'GET', path: PUBLIC_CALLS.logo, host: 'platform', auth: 'none', response: P.LogoAnswer }),
  general: endpoint({ method: 'GET', path: PUBLIC_CALLS.general, host: 'platform', auth: 'none', response: P.GeneralAnswer }),
  sliders: endpoint({ method: 'GET', path: PUBLIC_CALLS.sliders, host: 'platform', auth: 'none', response: P.SlidersAnswer }),
  sociallink: endpoint({ method: 'GET', path: PUBLIC_CALLS.sociallink, host: 'platform', auth: 'none', response: P.SocialLinks }),
  systems: endpoint({ method: 'GET', path: PUBLIC_CALLS.systems, host: 'platform', auth: 'none', query: P.SystemsQuery, response: P.SystemsAnswer }),
  providers: endpoint({ method: 'GET', path: PUBLIC_CALLS.providers, host: 'platform', auth: 'none', query: P.ProvidersQuery, response: P.ProvidersAnswer }),
  /** the spec sends a bearer token here, but the answer is the same for everyone, so it stays public and uncredentialed */
  types: endpoint({ method: 'GET', path: PUBLIC_CALLS.types, host: 'platform', auth: 'none', response: P.TypesAnswer }),
  games: endpoint({ method: 'GET', path: PUBLIC_CALLS.games, host: 'platform', auth: 'none', query: P.GamesQuery, response: P.GamesAnswer }),
  /** public list; never sent with a token so the cached copy is never a private answer */
  promotions: endpoint({ method: 'GET', path: PUBLIC_CALLS.promotions, host: 'platform', auth: 'none', response: P.PromotionsAnswer }),
  promotionDetail: endpoint({
    method: 'GET',
    path: '/api/promotions/{id}',
    host: 'platform',
    auth: 'none',
    response: v.looseObject({ data: P.PromotionDetail }),
  }),
  marketBlock: endpoint({ method: 'GET', path: '/api/market/block', host: 'platform', auth: 'required', response: P.MarketBlockAnswer }),
};
