import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { playerEndpoints } from './endpoints/player';
import { publicEndpoints } from './endpoints/public';

// The domains' own lists, not the whole registry (./endpoints): these factories are in the first
// paint, and the registry would bring every domain's calls and schemas with them (2.2 KB gzip).
const api = { ...publicEndpoints, ...playerEndpoints };

/**
 * Query-option factories. Public queries are keyed by their name in PUBLIC_CALLS (that is how the
 * persister recognises them); private ones start with 'private' and are never persisted.
 */
const MIN = 60_000;

export const publicQueries = {
  logo: () => queryOptions({ queryKey: ['logo'], queryFn: ({ signal }) => call(api.logo, {}, { signal }), staleTime: 10 * MIN }),
  general: () => queryOptions({ queryKey: ['general'], queryFn: ({ signal }) => call(api.general, {}, { signal }), staleTime: MIN }),
  sliders: () => queryOptions({ queryKey: ['sliders'], queryFn: ({ signal }) => call(api.sliders, {}, { signal }), staleTime: 5 * MIN }),
  sociallink: () => queryOptions({ queryKey: ['sociallink'], queryFn: ({ signal }) => call(api.sociallink, {}, { signal }), staleTime: 10 * MIN }),
  systems: (type: string) =>
    queryOptions({ queryKey: ['systems', type], queryFn: ({ signal }) => call(api.systems, { query: { type } }, { signal }), staleTime: 10 * MIN }),
  providers: (systems: readonly string[]) =>
    queryOptions({
      queryKey: ['providers', [...systems].sort()],
      queryFn: ({ signal }) => call(api.providers, { query: { system: JSON.stringify(systems) } }, { signal }),
      staleTime: 10 * MIN,
      enabled: systems.length > 0,
    }),
  types: () => queryOptions({ queryKey: ['types'], queryFn: ({ signal }) => call(api.types, {}, { signal }), staleTime: 10 * MIN }),
  games: (type: string, systems: readonly string[] = []) =>
    queryOptions({
      queryKey: ['games', type, [...systems].sort()],
      queryFn: ({ signal }) => call(api.games, { query: { type, system: systems.join(',') || undefined } }, { signal }),
      staleTime: 5 * MIN,
    }),
  promotions: () => queryOptions({ queryKey: ['promotions'], queryFn: ({ signal }) => call(api.promotions, {}, { signal }), staleTime: 5 * MIN }),
};

export const privateQueries = {
  balance: () => queryOptions({ queryKey: ['private', 'balance'], queryFn: ({ signal }) => call(api.balance, {}, { signal }) }),
  user: (remoteId: string) =>
    queryOptions({ queryKey: ['private', 'user', remoteId], queryFn: ({ signal }) => call(api.user, { query: { remote_id: remoteId } }, { signal }) }),
  marketBlock: () => queryOptions({ queryKey: ['private', 'marketBlock'], queryFn: ({ signal }) => call(api.marketBlock, {}, { signal }) }),
  promotionDetail: (id: number) =>
    queryOptions({ queryKey: ['private', 'promotion', id], queryFn: ({ signal }) => call(api.promotionDetail, { params: { id } }, { signal }) }),
};
