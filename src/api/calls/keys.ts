/**
 * The first part of every query key that is not a public call's (public keys start with the call's
 * name in PUBLIC_CALLS: src/api/public-calls.ts, publicKey). Private answers (sent with the token)
 * start with 'private': never persisted, all dropped when a session ends. Sports answers start with
 * 'sports' (./exchange.ts): neither persisted nor private. Free of imports: the session layer uses privateKey().
 */
export const PRIVATE = 'private';

export const privateKey = <const P extends readonly unknown[]>(...parts: P) => [PRIVATE, ...parts] as const;
