import { Hono } from 'hono';
import { EventParam } from '../../../src/api/contract/exchange';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { valid } from '../../lib/validate';
import { simFor } from '../../sports/instance';
import { esc, page } from './page';

/** The live score pages of the sports host (mounted at /api/score, no token): the board the app reads and the frame it shows. */
export function scoreRoutes(ctx: ServerContext): Hono<AppEnv> {
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();

  /** HTML whose script holds the score frame address in a variable (the client parses it out, never runs it). */
  r.get('/board/:eventId', valid('param', EventParam), async (c) => {
    const e = await sim.byEvent(c.req.valid('param').eventId);
    if (!e) return c.text('Not found', 404);
    const frame = new URL(`/api/score/frame/${encodeURIComponent(e.eventId)}`, c.req.url).toString();
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
