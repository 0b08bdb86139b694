import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { langFromCookie, prerenderedFile } from '../src/shared/prerendered';
import { countRequest, type ServerContext } from './context';
import type { AppEnv } from './lib/auth';
import { securityHeaders } from './lib/security-headers';
import { invalid } from './lib/validate';
import { adminFundsRoutes } from './routes/admin-funds';
import { authRoutes } from './routes/auth';
import { devControlGuard, devRoutes } from './routes/dev';
import { fundsRoutes } from './routes/funds';
import { lobbyRoutes } from './routes/lobby';
import { loginRoutes } from './routes/login';
import { memberCoreRoutes } from './routes/member-core';
import { adminMemberRoutes } from './routes/admin-member';
import { chatRoutes } from './routes/chat';
import { inboxRoutes } from './routes/inbox';
import { receiptRoutes } from './routes/receipts';
import { recordsRoutes } from './routes/records';
import { referralRoutes } from './routes/referral';
import { vipRoutes } from './routes/vip';
import { profileRoutes } from './routes/profile';
import { publicRoutes } from './routes/public';
import { storageRoutes } from './routes/storage';
import { sportsRoutes } from './routes/sports';
import { exchangeBetRoutes } from './routes/exchange-bets';
import { walletRoutes } from './routes/wallet';
import { providerRoutes } from './provider/routes';
import { walletClient } from './provider/wallet-client';
import { responsibleRoutes } from './routes/responsible';

/** What Hono's validator throws for a JSON body it cannot parse. */
const MALFORMED_JSON = 'Malformed JSON in request body';

/** Largest request body the API reads (413 beyond). */
const MAX_BODY_BYTES = 64 * 1024;

/** The reference API: every call of the contract, plus the built PWA on the same origin. */
export function createApp(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // API answers and the HTML fallback compressed on the fly (the build's files come precompressed)
  app.use('*', compress());
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
  const jsonLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'The request is too large.' }, 413) });
  app.use('/api/*', (c, next) => (c.req.path === '/api/receipts' ? next() : jsonLimit(c, next)));
  // a PWA on another host calls the API and reads the pictures (its service worker stores them);
  // the development controls (/api/dev/*) answer no other website
  const apiCors = cors({
    origin: '*',
    allowHeaders: ['Authorization', 'Content-Type'],
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    // a PWA on another host polls the balance every 10 s: without this every poll costs a preflight too
    maxAge: 7200,
  });
  // the login call alone carries a cookie (the device cookie, SameSite=Lax, for that path only): a PWA on
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
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/dev/') ? next() : c.req.path === '/api/login' ? loginCors(c, next) : apiCors(c, next)));
  app.use('/storage/*', cors({ origin: '*' }));
  app.use('/api/dev/*', devControlGuard);

  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    countRequest(ctx.stats, `${c.req.method} ${path}`);
    const found = ctx.faults.get(path);
    const fault = found && (!found.agent || (c.req.header('user-agent') ?? '').includes(found.agent)) ? found : undefined;
    if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault?.status) return c.json({ message: 'Injected failure' }, fault.status as 500);
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.route('/', publicRoutes(ctx));
  app.route('/', loginRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', memberCoreRoutes(ctx));
  app.route('/', recordsRoutes(ctx));
  app.route('/', vipRoutes(ctx));
  app.route('/', inboxRoutes(ctx));
  app.route('/', referralRoutes(ctx));
  app.route('/', chatRoutes(ctx));
  app.route('/', adminMemberRoutes(ctx));
  app.route('/', storageRoutes(ctx));
  app.route('/', lobbyRoutes(ctx));
  app.route('/', fundsRoutes(ctx));
  app.route('/', receiptRoutes(ctx));
  app.route('/', profileRoutes(ctx));
  app.route('/', adminFundsRoutes(ctx));
  app.route('/', sportsRoutes(ctx));
  app.route('/', exchangeBetRoutes(ctx));
  app.route('/', walletRoutes(ctx));
  // the game provider reaches the wallet over HTTP (in this process when no WALLET_URL is set)
  const { config } = ctx;
  const wallet = walletClient({
    providerId: config.providerId,
    secret: config.providerSecret,
    baseUrl: () => config.walletUrl,
    fetch: (req) => (config.walletUrl ? fetch(req) : Promise.resolve(app.fetch(req))),
  });
  app.route('/', providerRoutes({ db: ctx.db, seed: config.providerSeed, wallet, sweepMs: 2000 }));
  app.route('/', responsibleRoutes(ctx));
  if (ctx.config.mode !== 'production') app.route('/', devRoutes(ctx));

  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  mountPwa(app, ctx.config.distDir);
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      // a body that is not JSON is refused like any bad body: 422 with the field map
      if (err.status === 400 && err.message === MALFORMED_JSON) return c.json(invalid({}), 422);
      return err.getResponse();
    }
    console.error(err);
    return c.json({ message: 'Server error' }, 500);
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
