import { safeHttpUrl } from '../../../lib/safe-url';

/**
 * The external exchange address with the player's exchange token attached as ?token=. The base
 * is VITE_EXCHANGE_SITE, by default the reference server's landing page on this origin.
 */
export function exchangeSiteUrlFrom(base: string, token: string): string | null {
  const safe = safeHttpUrl(base);
  if (!safe || !token) return null;
  const u = new URL(safe);
  u.searchParams.set('token', token);
  return u.href;
}
