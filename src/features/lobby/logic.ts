const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f]*:[0-9a-f:]*\]?)$/i;

/**
 * The affiliate login on the affiliate subdomain of the current host. An IP address has no
 * subdomains (affiliate.127.0.0.1 is not a valid address): the loopback address uses
 * affiliate.localhost, which browsers resolve to the same machine; any other address the host itself.
 */
export function affiliateUrl(loc: { protocol: string; hostname: string; port: string } = location): string {
  const host = loc.hostname.replace(/^www\./, '');
  const port = loc.port ? `:${loc.port}` : '';
  if (IP_LITERAL.test(host)) {
    const loopback = host === '127.0.0.1' || host === '[::1]' || host === '::1';
    return loopback ? `${loc.protocol}//affiliate.localhost${port}/login` : `${loc.protocol}//${host}${port}/login`;
  }
  return `${loc.protocol}//affiliate.${host}${port}/login`;
}
