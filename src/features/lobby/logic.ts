/** The affiliate login on the affiliate subdomain of the current host. */
export function affiliateUrl(loc: { protocol: string; hostname: string; port: string } = location): string {
  const host = loc.hostname.replace(/^www\./, '');
  return `${loc.protocol}//affiliate.${host}${loc.port ? `:${loc.port}` : ''}/login`;
}
