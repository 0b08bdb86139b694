import { Hono } from 'hono';
import { EventParam, StreamQuery } from '../../../src/api/contract/exchange';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { valid } from '../../lib/validate';
import { simFor } from '../../sports/instance';
import { esc, page } from './page';

/**
 * The live stream of an event (mounted at /api/stream, no token). Not the PWA's contract (a page it
 * opens in a frame by the address template VITE_STREAM_TEMPLATE): a path of its own.
 */
export function streamRoutes(ctx: ServerContext): Hono<AppEnv> {
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();

  /** The stream host placeholder: a third-party player in production. */
  r.get('/:eventId', valid('param', EventParam), valid('query', StreamQuery), async (c) => {
    const e = await sim.byEvent(c.req.valid('param').eventId);
    const ip = c.req.valid('query').userip ?? '';
    if (!e) return c.html(page('Live stream', '<main><h1>Live stream</h1><p class="muted">This stream is not available.</p></main>'), 404);
    return c.html(
      page(
        'Live stream',
        `<main style="height:100vh;display:grid;place-items:center;text-align:center;background:linear-gradient(135deg,#0b3d2e,#14532d)"><div><h1>${esc(e.name)}</h1><p class="muted">Live stream placeholder${ip ? ` for viewer ${esc(ip)}` : ''}</p></div></main>`,
      ),
    );
  });

  return r;
}
