import * as v from 'valibot';
import { PUBLIC_CALLS } from '../public-calls';
import * as P from '../contract/public';
import { endpoint } from './define';
import { gamesQuery, type PublicCallName, publicKey } from '../public-calls';
import { type CallSpec, describeCalls, queriesOf } from './describe';

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
};

// Only the public list, not the whole registry (../endpoints): these factories are in the first
// paint, and the registry would bring every domain's calls and schemas with them (2.2 KB gzip).
const describe = describeCalls(publicEndpoints);
const MIN = 60_000;

/** A public call keyed by its name, then the parts of its input that tell its answers apart. */
const described = <N extends PublicCallName, const P extends readonly unknown[]>(
  name: N,
  spec: Omit<CallSpec<N, (typeof publicEndpoints)[N]>, 'name' | 'endpoint' | 'key'>,
  ...parts: P
) => describe(name, { ...spec, key: publicKey(name, ...parts) });

/**
 * The public, cacheable calls (PUBLIC_CALLS): keyed by their name there, which is how the persister
 * and the service worker recognise them (publicKey). Sent without a token, kept for offline use.
 */
export const publicCalls = {
  logo: () => described('logo', { staleTime: 10 * MIN }),
  general: () => described('general', { staleTime: MIN }),
  /** the same settings, asked for again while the maintenance page shows: the site reopens without a reload */
  generalDuringMaintenance: () => described('general', { staleTime: MIN, refetchInterval: 30_000 }),
  sliders: () => described('sliders', { staleTime: 5 * MIN }),
  sociallink: () => described('sociallink', { staleTime: 10 * MIN }),
  systems: (type: string) => described('systems', { query: { type }, staleTime: 10 * MIN }, type),
  providers: (systems: readonly string[]) =>
    described('providers', { query: { system: JSON.stringify(systems) }, staleTime: 10 * MIN, enabled: systems.length > 0 }, [...systems].sort()),
  types: () => described('types', { staleTime: 10 * MIN }),
  games: (type: string, systems: readonly string[] = []) =>
    described('games', { query: gamesQuery(type, systems), staleTime: 5 * MIN }, type, [...systems].sort()),
  promotions: () => described('promotions', { staleTime: 5 * MIN }),
};

export const publicQueries = queriesOf(publicCalls);
