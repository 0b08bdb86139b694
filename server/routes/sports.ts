import { getConnInfo } from '@hono/node-server/conninfo';
import { valid } from '../lib/validate';
import { Hono } from 'hono';
import * as v from 'valibot';
import { EventParam, IpQuery, MarketParam, Sport, SportsDevBody, StreamQuery } from '../../src/api/contract/exchange';
import type { ServerContext } from '../context';
import { one } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { urlTokenPlayer } from '../lib/url-tokens';
import { simFor } from '../sports/instance';
import { clearResults, forceResult } from '../sports/results';
import { settleDue } from '../exchange/settle';

/** HTML-escapes text put into the reference pages (names come from the schedule, ip from the query). */
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0f1923;color:#f2f4f7}main{padding:16px}h1{font-size:18px;margin:0 0 8px}.muted{color:#a9b6c3}.score{font-size:22px;font-weight:700;margin:4px 0}</style>${extraHead}</head><body>${body}</body></html>`;
}

/**
 * The sports host of the reference API (spec 3, section 7): events per sport, match odds, event
 * detail with bookmaker and fancy, the live score board and frame, the IP lookup, a stream
 * placeholder and the external exchange landing. No token on any of them (the landing checks its
 * exchange token). Test mode adds POST /api/dev/sports to step, freeze and force the simulation.
 */
export function sportsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();

  r.get('/api/sports-events/:sport', async (c) => {
    const sport = v.safeParse(Sport, c.req.param('sport'));
    if (!sport.success) return c.json({ message: 'Unknown sport' }, 404);
    return c.json(await sim.list(sport.output));
  });

  r.get('/api/match-odds/:marketId', valid('param', MarketParam), async (c) => {
    const e = await sim.byMarket(c.req.valid('param').marketId);
    if (!e) return c.json({ message: 'Market not found' }, 404);
    return c.json(sim.matchOdds(e));
  });

  r.get('/api/event/:eventId', valid('param', EventParam), async (c) => {
    const e = await sim.byEvent(c.req.valid('param').eventId);
    if (!e) return c.json({ message: 'Event not found' }, 404);
    return c.json(sim.eventDetail(e));
  });

  /** HTML whose script holds the score frame address in a variable (the client parses it out, never runs it). */
  r.get('/api/score/board/:eventId', valid('param', EventParam), async (c) => {
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

  r.get('/api/score/frame/:eventId', valid('param', EventParam), async (c) => {
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

  r.get('/api/ip', valid('query', IpQuery), (c) => {
    let ip = '127.0.0.1';
    try {
      ip = getConnInfo(c).remote.address ?? ip;
    } catch {
      /* app.request in tests has no socket */
    }
    return c.json({ ip: ip.replace(/^::ffff:/, '') });
  });

  /** The stream host placeholder: a third-party player in production. */
  r.get('/api/stream/:eventId', valid('param', EventParam), valid('query', StreamQuery), async (c) => {
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

  /** The external exchange landing: accepts the exchange token given at login (tokens.kind = 'exchange'). */
  r.get('/exchange-site', async (c) => {
    const player = await urlTokenPlayer(ctx.db, c.req.query('token') ?? '', 'exchange');
    const row = player
      ? {
          username: player.username,
          blocked: (await one<{ b: number }>(ctx.db, 'SELECT exchange_market AS b FROM market_blocks WHERE player_id = ?', [player.id]))?.b,
        }
      : undefined;
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!row) {
      return c.html(
        page('Exchange', '<main><h1>Exchange</h1><p>This exchange link is not valid any more. Log in again and reopen the exchange.</p></main>'),
        401,
      );
    }
    // the app shows the market-block popup instead of coming here; the site refuses the player all the same
    if (Number(row.blocked) === 1) {
      return c.html(page('Exchange', '<main><h1>Exchange</h1><p>This section is blocked by Your Upline.</p></main>'), 403);
    }
    return c.html(
      page(
        'Exchange',
        `<main><h1 data-testid="exchange-welcome">Welcome to the exchange, ${esc(String(row.username))}</h1><p class="muted">Signed in with your exchange token.</p></main>`,
      ),
    );
  });

  if (ctx.config.mode !== 'production') {
    r.post('/api/dev/sports', valid('json', SportsDevBody), async (c) => {
      const body = c.req.valid('json');
      sim.control(body);
      if (body.action === 'reset') clearResults(sim);
      if (body.action === 'set' && body.result) forceResult(sim, body.eventId, body.result);
      // a closed event settles at once, so a test sees its bets settled without waiting for the sweep
      const settled = await settleDue(ctx, sim);
      return c.json({ message: 'ok', clock: sim.clock(), settled });
    });
  }

  return r;
}
