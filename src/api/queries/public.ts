import { publicEndpoints } from '../endpoints/public';
import { gamesQuery, type PublicCallName, publicKey } from '../public-calls';
import { type CallSpec, describeCalls, queriesOf } from './describe';

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
