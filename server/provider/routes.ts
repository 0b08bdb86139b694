import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { bodyLimit } from 'hono/body-limit';
import { PlayBetBody, PlayRoundBody } from '../../src/api/contract/wallet';
import type { Db } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { demoErrorPage, demoGameCsp, demoGamePage, newNonce } from '../lib/demo-game';
import { CRASH_RATE } from './games';
import { startSweep } from './recovery';
import { type Answer, crashBet, crashCashout, crashState, playSlot, type Provider } from './rounds';
import type { WalletCall } from './wallet-client';

/** The app's origin from the launch's return address; only http(s). */
function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

/** A page of the game frame: its own CSP (a nonce for its script, its calls to connectTo), never cached, never sniffed. */
const page = (body: string, nonce: string | null, connectTo: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': nonce ? demoGameCsp(nonce, connectTo) : "default-src 'none'; frame-ancestors 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  });

/**
 * The demo game provider's HTTP face. It knows the platform only through the wallet API, so it could
 * run on another host; the rounds live in its own table (rounds.ts). Two groups: the game frame a
 * launch opens (demoGameRoutes, mounted at /api/demo-game) and the frame's calls (providerRoutes,
 * mounted at /api/provider), which answer in the provider's own protocol (`{ ok, ... }`). Not the PWA's
 * contract (a provider's pages and its frame's calls): paths of their own.
 */
export function makeProvider(opts: { db: Db; seed: string; wallet: WalletCall }): Provider {
  return { db: opts.db, seed: opts.seed, wallet: opts.wallet };
}

/** The game frame of a launch: GET /api/demo-game/:session. */
export function demoGameRoutes(p: Provider): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/:session', async (c) => {
    const origin = new URL(c.req.url).origin;
    const s = await p.wallet('session', { session: c.req.param('session') }).catch(() => null);
    if (s?.status !== 'OK' || !s.game) {
      const message = s?.status === 'SESSION_EXPIRED' ? 'This game session has expired.' : 'This game session has ended.';
      return page(demoErrorPage(`${message} Close the game and start it again.`), null, origin, s ? 404 : 503);
    }
    const nonce = newNonce();
    const kind = s.game.type === 'CRASH' ? 'crash' : 'slot';
    const game = {
      kind,
      title: s.game.name,
      player: s.player ?? '',
      balance: s.balance,
      appOrigin: originOf(s.lobby_url ?? ''),
      crashRate: CRASH_RATE,
    } as const;
    return page(demoGamePage(game, nonce, c.req.query('lang') === 'bn' ? 'bn' : 'en'), nonce, origin);
  });

  return r;
}

/** The game frame's calls (POST /api/provider/...); `sweepMs`: how often unfinished rounds are ended (recovery.ts). */
export function providerRoutes(p: Provider, sweepMs?: number): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use(bodyLimit({ maxSize: 1024, onError: (c) => c.json({ ok: false, message: 'Body too large.' }, 413) }));

  const answer = (c: { json: (b: unknown, s: 200) => Response }, a: Answer) => c.json(a.body, a.status as 200);

  r.post('/slot/spin', valid('json', PlayBetBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await playSlot(p, b.session, b.stake, b.request_id));
  });
  r.post('/crash/bet', valid('json', PlayBetBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await crashBet(p, b.session, b.stake, b.request_id));
  });
  r.post('/crash/cashout', valid('json', PlayRoundBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await crashCashout(p, b.session, b.round_id));
  });
  r.post('/crash/state', valid('json', PlayRoundBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await crashState(p, b.session, b.round_id));
  });

  // what nobody asks about ends anyway: crash rounds at their point, and what a crash or a lost answer left (recovery.ts)
  if (sweepMs) startSweep(p, sweepMs);
  return r;
}
