import { safeHttpUrl } from '../games';

const env = import.meta.env ?? {};

/** The external exchange site (VITE_EXCHANGE_SITE; default {origin}/exchange-site) opened with the stored exchange token. */
export function exchangeSiteUrl(exchangeToken: string, origin = location.origin): string | null {
  const base = safeHttpUrl(env.VITE_EXCHANGE_SITE || `${origin}/exchange-site`);
  if (!base) return null;
  const u = new URL(base);
  u.searchParams.set('token', exchangeToken);
  return u.toString();
}

/** The affiliate login on the affiliate subdomain of the current host. */
export function affiliateUrl(loc: { protocol: string; hostname: string; port: string } = location): string {
  const host = loc.hostname.replace(/^www\./, '');
  return `${loc.protocol}//affiliate.${host}${loc.port ? `:${loc.port}` : ''}/login`;
}
