import type { ServerConfig } from '../config';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may send to a subscription's endpoint. The server posts to an address a player
 * gave, so only the browsers' push services are allowed (https, a host of config.push.serviceHosts or
 * one under it): a player cannot make it call an address inside the operator's network. Outside
 * production a push service on this machine over http is allowed too (the tests' fake one).
 */
export function endpointAllowed(endpoint: string, config: Pick<ServerConfig, 'mode' | 'push'>): boolean {
  if (!URL.canParse(endpoint)) return false;
  const u = new URL(endpoint);
  if (u.username || u.password) return false;
  const host = u.hostname.toLowerCase();
  if (config.mode !== 'production' && u.protocol === 'http:' && LOOPBACK.has(host)) return true;
  if (u.protocol !== 'https:' || (u.port && u.port !== '443')) return false;
  return config.push.serviceHosts.some((h) => host === h || host.endsWith(`.${h}`));
}
