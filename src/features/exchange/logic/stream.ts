import { safeHttpUrl } from '../../../lib/safe-url';

/** Default stream address shape: the reference server's placeholder page. */
export const DEFAULT_STREAM_TEMPLATE = '{origin}/api/stream/{eventId}?userip={ip}';

const IP = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]{2,45})$/i;

/**
 * The live stream address: the configured template with {origin}, {eventId} and {ip} filled in
 * (values URL-encoded). Null when the ip does not look like an address or the result is not http(s).
 */
export function buildStreamUrl(template: string, values: { origin: string; eventId: string; ip: string }): string | null {
  if (!IP.test(values.ip.trim())) return null;
  if (!values.eventId) return null;
  const filled = template
    .replace(/\{origin\}/g, values.origin.replace(/\/+$/, ''))
    .replace(/\{eventId\}/g, encodeURIComponent(values.eventId))
    .replace(/\{ip\}/g, encodeURIComponent(values.ip.trim()));
  return safeHttpUrl(filled);
}
