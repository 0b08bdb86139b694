import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { publicEndpoints } from '../src/api/calls/public';
import { receiptEndpoints } from '../src/api/calls/receipts';
import { langFromCookie, prerenderedFile } from '../src/shared/prerendered';
import { countRequest, type ServerContext } from './context';
import type { AppEnv } from './lib/auth';
import { compressLarge } from './lib/compression';
import { invalid, refusalBody, refuse } from './lib/http';
import { catalogueVersion, publicCache } from './lib/public-cache';
import { securityHeaders } from './lib/security-headers';
import { devControlGuard } from './routes/dev';
import { apiRoutes } from './routes';

/** What Hono's validator throws for a JSON body it cannot parse. */
const MALFORMED_JSON = 'Malformed JSON in request body';

/** Largest request body the API reads (413 beyond). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The reference API: every call of the contract (routes/index.ts lists the groups and their paths),
 * plus the built PWA on the same origin. Here: what every request goes through, and the answer to a
 * refusal (lib/http.ts refuse) or an error.
 */
export function createApp(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // API answers of 1 KB or more and the HTML fallback compressed on the fly (the build's files come
  // precompressed, the catalogue's answers are kept compressed)
  app.use('*', compressLarge());
  const headers = securityHeaders(ctx.config);
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') || c.req.path === '/exchange-site' ? headers.api(c, next) : headers.app(c, next)));

  // a refused body is left unread on its connection, where a keep-alive client's next request would be
  // read after it (and reset): the answer closes the connection instead
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 413) c.header('Connection', 'close');
  });
  // a JSON body is a few hundred bytes: anything far larger is refused before it is read
  // (receipt pictures are the one upload: their route sets its own limit)
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw refuse(413, 'The request is too large.');
    },
  });
  app.use('/api/*', (c, next) => (c.req.path === receiptEndpoints.uploadReceipts.path ? next() : jsonLimit(c, next)));
  // a PWA on another host calls the API and reads the pictures (its service worker stores them);
  // the development controls (/api/dev/*) answer no other website
  const apiCors = cors({
    origin: '*',
    allowHeaders: ['Authorization', 'Content-Type'],
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    // a PWA on another host polls the balance every 10 s: without this every poll costs a preflight too
    maxAge: 7200,
  });
  // the login calls alone carry a cookie (the device cookie, SameSite=Lax, for /api/login and the passkey login under it): a PWA on
  // another origin of the same site sends it with credentials, which CORS allows only for a named origin.
  // Another site's page never gets it sent (SameSite), so naming the asking origin gives that page nothing
  // it could not have by calling the API itself (docs/login-limits.md)
  const loginCors = cors({
    origin: (origin) => (origin && origin !== 'null' ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type'],
    allowMethods: ['POST', 'OPTIONS'],
    maxAge: 7200,
  });
  app.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/dev/') ? next() : c.req.path === '/api/login' || c.req.path.startsWith('/api/login/') ? loginCors(c, next) : apiCors(c, next),
  );
  app.use('/storage/*', cors({ origin: '*' }));
  app.use('/api/dev/*', devControlGuard);

  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    countRequest(ctx.stats, `${c.req.method} ${path}`);
    const found = ctx.faults.get(path);
    const fault = found && (!found.agent || (c.req.header('user-agent') ?? '').includes(found.agent)) ? found : undefined;
    if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault?.status) throw refuse(fault.status, 'Injected failure');
    await next();
    // a public answer kept until its data changes says so itself (publicCache)
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    publicEndpoints.games.path,
    publicCache(() => catalogueVersion(ctx.db)),
  );

  app.route(
    '/',
    apiRoutes(ctx, (req) => app.fetch(req)),
  );

  app.all('/api/*', () => {
    throw refuse(404, 'Not found');
  });

  mountPwa(app, ctx.config.distDir);
  // every refusal (lib/http.ts refuse, and Hono's own HTTPExceptions) is answered here, in one form
  app.onError((err, c) => {
    if (!(err instanceof HTTPException)) {
      console.error(err);
      return c.json({ message: 'Server error' }, 500);
    }
    // a body that is not JSON is refused like any bad body: 422 with the field map
    const refusal = err.status === 400 && err.message === MALFORMED_JSON ? invalid({}) : err;
    return c.json(refusalBody(refusal), refusal.status);
  });
  return app;
}

/** Serves dist/: hashed assets cached for a year, the service worker and HTML never cached, SPA fallback. */
function mountPwa(app: Hono<AppEnv>, distDir: string): void {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    const p = c.req.path;
    if (p === '/sw.js' || p.endsWith('.webmanifest') || p === '/' || p.endsWith('.html')) c.header('Cache-Control', 'no-cache');
  });
  // a first screen the build prerendered (src/boot/landings.ts), in the player's language
  // (src/shared/prerendered.ts); with a search the app renders the address itself, and an address
  // without a page (or a build without the pages) falls through to index.html
  app.get('*', async (c, next) => {
    const file = new URL(c.req.url).search ? undefined : prerenderedFile(c.req.path, langFromCookie(c.req.header('Cookie')), 'net');
    if (!file || !(await isFile(join(distDir, file)))) return next();
    c.header('Vary', 'Cookie', { append: true });
    return serveStatic({ root: distDir, path: file, precompressed: true })(c, next);
  });
  // the build writes .br and .gz copies (scripts/compress-dist.ts): sent to browsers that accept them
  app.use('*', serveStatic({ root: distDir, rewriteRequestPath: (p) => p, precompressed: true }));
  app.get('*', async (c) => {
    try {
      const html = await readFile(join(distDir, 'index.html'), 'utf8');
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    } catch {
      return c.text('The app is not built: run npm run build', 503);
    }
  });
}

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
