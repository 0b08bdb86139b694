import { publicEndpoints } from '../endpoints/public';
import { type PublicCallName, publicKey } from '../public-calls';
import { describeCalls, queriesOf } from './describe';

// Only the public list, not the whole registry (../endpoints): these factories are in the first
// paint, and the registry would bring every domain's calls and schemas with them (2.2 KB gzip).
const describe = describeCalls(publicEndpoints);
const MIN = 60_000;

/** A public call with no input: keyed by its name alone. */
const plain = <N extends PublicCallName>(name: N, staleTime: number) => describe(name, { key: publicKey(name), staleTime });

/**
 * The public, cacheable calls (PUBLIC_CALLS): keyed by their name there, which is how the persister
 * and the service worker recognise them (publicKey). Sent without a token, kept for offline use.
 */
export const publicCalls = {
  logo: () => plain('logo', 10 * MIN),
  general: () => plain('general', MIN),
  sliders: () => plain('sliders', 5 * MIN),
  sociallink: () => plain('sociallink', 10 * MIN),
  systems: (type: string) => describe('systems', { query: { type }, key: publicKey('systems', type), staleTime: 10 * MIN }),
  providers: (systems: readonly string[]) =>
    describe('providers', {
      query: { system: JSON.stringify(systems) },
      key: publicKey('providers', [...systems].sort()),
      staleTime: 10 * MIN,
      enabled: systems.length > 0,
    }),
  types: () => plain('types', 10 * MIN),
  games: (type: string, systems: readonly string[] = []) =>
    describe('games', { query: { type, system: systems.join(',') || undefined }, key: publicKey('games', type, [...systems].sort()), staleTime: 5 * MIN }),
  promotions: () => plain('promotions', 5 * MIN),
};

export const publicQueries = queriesOf(publicCalls);
