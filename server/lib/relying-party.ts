import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { overTls } from './device-cookie';

/** The name an authenticator may show beside the rp id when it saves a passkey. */
const RP_NAME = 'TakaPlay';

export interface RelyingParty {
  /** the domain passkeys are made for (a registrable domain or a host under it, no port) */
  id: string;
  /** the page origins whose ceremonies are accepted */
  origins: string[];
  name: string;
}

/**
 * Who the passkeys are for: RP_ID and RP_ORIGINS when configured (a PWA on another host than the API
 * must configure them: its pages' origin is not the API's). Otherwise the page's own origin: in
 * development and test the request's Origin (the Vite dev server, the e2e build on localhost, a test's
 * own origin), in production the API's own origin, the PWA being served from it. Production never
 * takes the Origin header: a phishing page calling the API would otherwise get its own domain accepted.
 */
export function relyingParty(c: Context, config: Pick<ServerConfig, 'relyingParty' | 'mode' | 'trustProxy' | 'hsts'>): RelyingParty {
  const origins = config.relyingParty.origins.length ? config.relyingParty.origins : [pageOrigin(c, config)];
  const id = config.relyingParty.id || new URL(origins[0] as string).hostname;
  return { id, origins, name: RP_NAME };
}

function pageOrigin(c: Context, config: Pick<ServerConfig, 'mode' | 'trustProxy' | 'hsts'>): string {
  const asked = c.req.header('origin');
  if (config.mode !== 'production' && asked && URL.canParse(asked)) return new URL(asked).origin;
  const url = new URL(c.req.url);
  return `${overTls(c, config) ? 'https:' : url.protocol}//${url.host}`;
}
