/**
 * The one list of public, cacheable calls. The service worker answers these stale-while-revalidate
 * and the query cache persists only queries whose key starts with one of these names. Nothing sent
 * with a bearer token may ever be added here. Kept free of imports so the service worker stays small.
 */
export const PUBLIC_CALLS = {
  logo: '/api/logo',
  general: '/api/general',
  sliders: '/api/sliders',
  sociallink: '/api/sociallink',
  systems: '/api/get-system',
  providers: '/api/get-provider',
  types: '/api/get-type',
  games: '/api/get-games',
  promotions: '/api/promotion',
} as const;

/** How long a stored public answer may still be shown: Cache Storage and the persisted query cache. */
export const PUBLIC_ANSWER_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The games list's query: the client, and index.html's boot script on /games, build its address from it. */
export const gamesQuery = (type: string, systems: readonly string[] = []) => ({ type, system: systems.join(',') || undefined });

export type PublicCallName = keyof typeof PUBLIC_CALLS;

export const PUBLIC_CALL_PATHS: readonly string[] = Object.values(PUBLIC_CALLS);

/** A public call's query key: its name first, as the persister recognises it, then its input. */
export const publicKey = <N extends PublicCallName, const P extends readonly unknown[]>(name: N, ...parts: P) => [name, ...parts] as const;

export function isPublicCallName(name: unknown): name is PublicCallName {
  return typeof name === 'string' && Object.hasOwn(PUBLIC_CALLS, name);
}
