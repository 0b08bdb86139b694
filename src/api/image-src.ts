import { isSitePath, safeImageUrl } from '../lib/safe-url';
import { apiConfig } from './config';

/**
 * An image address from an answer, for <img src>: checked (safeImageUrl), and a path such as
 * /storage/... is taken from the platform API host (spec: images load from storage on the API
 * host). While that host is this site (the reference server) the path stays a path.
 */
export function imageSrc(raw: string | null | undefined): string | undefined {
  const safe = safeImageUrl(raw);
  if (!safe || !isSitePath(safe)) return safe;
  const base = new URL(apiConfig.platformBase());
  return base.origin === globalThis.location?.origin ? safe : new URL(safe, base).href;
}
