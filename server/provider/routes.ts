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

/**
 * The demo game provider's HTTP face: the game frame a launch opens (GET /api/demo-game/:session) and
 * the frame's calls (POST /api/provider/...). It knows the platform only through the wallet API, so
 * it could run on another host; the rounds live in its own table (rounds.ts).
 */
export function providerRoutes(opts: { db: Db; seed: string; wallet: WalletCall; sweepMs?: number }): Hono<AppEnv> {
  const p: Provider = { db: opts.db, seed: opts.seed, wallet: opts.wallet };
  const r = new Hono<AppEnv>();
  r.use('/api/provider/*', bodyLimit({ maxSize: 1024, onError: (c) => c.json({ ok: false, message: 'Body too large.' }, 413) }));

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

  r.get('/api/demo-game/:session', async (c) => {
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

  const answer = (c: { json: (b: unknown, s: 200) => Response }, a: Answer) => c.json(a.body, a.status as 200);

  r.post('/api/provider/slot/spin', valid('json', PlayBetBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await playSlot(p, b.session, b.stake, b.request_id));
  });
  r.post('/api/provider/crash/bet', valid('json', PlayBetBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await crashBet(p, b.session, b.stake, b.request_id));
  });
  r.post('/api/provider/crash/cashout', valid('json', PlayRoundBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await crashCashout(p, b.session, b.round_id));
  });
  r.post('/api/provider/crash/state', valid('json', PlayRoundBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await crashState(p, b.session, b.round_id));
  });

  // what nobody asks about ends anyway: crash rounds at their point, and what a crash or a lost answer left (recovery.ts)
  if (opts.sweepMs) startSweep(p, opts.sweepMs);
  return r;
}
