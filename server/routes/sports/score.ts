import { Hono } from 'hono';
import { callsAt } from '../../lib/contract-routes';
import { exchangeEndpoints } from '../../../src/api/calls/exchange';
import { EventParam } from '../../../src/api/contract/exchange';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { valid } from '../../lib/validate';
import { simFor } from '../../sports/instance';
import { esc, page } from './page';

/**
 * The live score pages of the sports host (no token): the board the app reads (its contract call) and
 * the frame the board points at (a page, not the PWA's contract: it keeps a path of its own).
 */
export function scoreRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  /** HTML whose script holds the score frame address in a variable (the client parses it out, never runs it). */
  r.on(...call(exchangeEndpoints.scoreBoard), valid('param', EventParam), async (c) => {
    const e = await sim.byEvent(c.req.valid('param').eventId);
    if (!e) return c.text('Not found', 404);
    const frame = new URL(`${base}/frame/${encodeURIComponent(e.eventId)}`, c.req.url).toString();
    const literal = JSON.stringify(frame).replace(/</g, '\\u003c');
    return c.html(
      page(
        'Live score',
        `<div id="score-root"></div><script>
  var scoreFrameUrl = ${literal};
  var frame = document.createElement('iframe');
  frame.src = scoreFrameUrl;
  document.getElementById('score-root').appendChild(frame);
</script>`,
      ),
    );
  });

  r.get('/frame/:eventId', valid('param', EventParam), async (c) => {
    const e = await sim.byEvent(c.req.valid('param').eventId);
    if (!e) return c.text('Not found', 404);
    const s = sim.score(e);
    const status = sim.status(e);
    return c.html(
      page(
        `${e.name} score`,
        `<main><h1>${esc(e.name)}</h1><p class="score">${esc(e.home)} ${s.runs}/${s.wickets} <span class="muted">(${s.overs} ov)</span></p><p class="muted">${status === 'inplay' ? 'In-Play' : status === 'closed' ? 'Closed' : 'Starts soon'}</p></main>`,
      ),
    );
  });

  return r;
}
