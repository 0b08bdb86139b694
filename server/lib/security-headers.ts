import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
import type { CspBuild } from '../../src/shared/csp';
import type { ServerConfig } from '../config';

/** What the build wrote in dist/csp.json; none when the app is not built (API only). */
function readBuild(distDir: string): CspBuild {
  try {
    return JSON.parse(readFileSync(join(distDir, 'csp.json'), 'utf8')) as CspBuild;
  } catch {
    return { scriptHashes: [], connect: [], frame: [], script: [] };
  }
}

const common = (config: ServerConfig): SecureHeadersOptions => ({
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: true,
  xFrameOptions: 'SAMEORIGIN',
  // a phone's sensors and payments are no page's business here
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [], accelerometer: [], gyroscope: [], magnetometer: [] },
  strictTransportSecurity: config.hsts ? 'max-age=31536000; includeSubDomains' : false,
  // pictures under /storage/ are read by a PWA on another host; games open in other windows
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  // Origin-Agent-Cluster is sent by no answer, so every page of the origin asks the same: the game,
  // stream and score frames are sandboxed without allow-same-origin (an opaque origin), and a page
  // there that asks for ?1 cannot get it once the app's pages hold the origin, which Chromium warns
  // about on /gamerun and /odds-view. Chromium already keys pages by origin when none asks.
  originAgentCluster: false,
  // a page that sets its own policy (the demo game, stream and exchange pages) keeps it
  overwrite: false,
});

/**
 * Security headers of every answer (Hono secureHeaders). The PWA's pages get a Content-Security-Policy
 * that runs only its own scripts and the inline boot script whose hash the build computed, and frames
 * only its own origin, the build's exchange and stream hosts and the configured game and score hosts
 * (FRAME_HOSTS); API answers get one that runs no script.
 */
export function securityHeaders(config: ServerConfig): { app: MiddlewareHandler; api: MiddlewareHandler } {
  // a new build copied over the served folder brings a new boot script and hosts: follow its csp.json
  const file = join(config.distDir, 'csp.json');
  const stamp = () => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  let seen = -1;
  let app: MiddlewareHandler = (_c, next) => next();
  return {
    app: (c, next) => {
      const now = stamp();
      if (now !== seen) {
        seen = now;
        app = pagePolicy(config, readBuild(config.distDir));
      }
      return app(c, next);
    },
    // JSON runs nothing; the stream, score and exchange pages of the reference API are styled inline
    api: secureHeaders({
      ...common(config),
      contentSecurityPolicy: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", 'data:'], frameAncestors: ["'self'"] },
    }),
  };
}

function pagePolicy(config: ServerConfig, build: CspBuild): MiddlewareHandler {
  const self = "'self'";
  return secureHeaders({
    ...common(config),
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self, ...build.scriptHashes, ...build.script],
      styleSrc: [self, "'unsafe-inline'"],
      // the API hosts serve the pictures (/storage/) too
      imgSrc: [self, 'data:', 'blob:', 'https:', ...build.connect],
      fontSrc: [self, 'data:'],
      connectSrc: [self, ...build.connect],
      frameSrc: [self, ...build.frame, ...config.frameHosts],
      workerSrc: [self],
      manifestSrc: [self],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: [self],
    },
  });
}
