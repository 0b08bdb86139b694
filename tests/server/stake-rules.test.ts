import { describe, expect, it } from 'vitest';
import { one } from '../../server/db/client';
import { toWire } from '../../server/lib/money';
import { betTerms } from '../../src/lib/exchange-book';
import { STAKE_PATHS, type StakePath } from '../../server/lib/stake-rule';
import { cricket, h, idem, runners, useExchangeHarness } from './exchange-helpers';
import { freshPlayer } from './funds-helpers';
import { launch, wallet } from './wallet-helpers';

/**
 * Every stake path against every rule: a stake path added to STAKE_PATHS needs a driver here (the
 * Record below does not type-check without one), so no path reaches the money without this matrix.
 */
useExchangeHarness();

type Player = Awaited<ReturnType<typeof freshPlayer>> & { id: number; session?: string };
interface Tried {
  ok: boolean;
  message: string;
}

const GAME: Partial<Record<StakePath, { code: string; type: string; platform: string }>> = {
  casino: { code: 'JILI-SLOT-001', type: 'SLOT', platform: 'JILI' },
  crash: { code: 'SPRIBE-CRASH-001', type: 'CRASH', platform: 'SPRIBE' },
  sports_game: { code: 'SABA-SPORTS-001', type: 'SPORTS', platform: 'SABA' },
};

let request = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now()}-${++request}`;

async function exchangeBet(p: Player, side: 'back' | 'lay'): Promise<Tried> {
  // the outsider: its lay's liability is the largest multiple of the stake
  const [r0] = (await runners(cricket)).sort((a, b) => Number(b.ex.availableToLay[0]?.price) - Number(a.ex.availableToLay[0]?.price));
  const price = side === 'back' ? r0?.ex.availableToBack[0]?.price : r0?.ex.availableToLay[0]?.price;
  const r = await h.req('POST', '/api/exchange/bets', {
    token: p.token,
    body: {
      idempotency_key: idem(),
      event_id: cricket.EventId,
      market_id: cricket.MarketId,
      market: 'odds',
      selection_id: r0?.selectionId,
      side,
      odds: String(price),
      stake: '10',
    },
  });
  return { ok: r.status === 201, message: String(r.json?.message ?? '') };
}

/** A cash out needs a position first: a ৳100 back on the favourite, placed before the rule stands. */
async function backFavourite(p: Player): Promise<void> {
  const [fav] = (await runners(cricket)).sort((a, b) => Number(a.ex.availableToBack[0]?.price) - Number(b.ex.availableToBack[0]?.price));
  const r = await h.req('POST', '/api/exchange/bets', {
    token: p.token,
    body: {
      idempotency_key: idem(),
      event_id: cricket.EventId,
      market_id: cricket.MarketId,
      market: 'odds',
      selection_id: fav?.selectionId,
      side: 'back',
      odds: String(fav?.ex.availableToBack[0]?.price),
      stake: '100',
    },
  });
  if (r.status !== 201) throw new Error(`the position was not placed: ${JSON.stringify(r.json)}`);
}

/** How each path stakes ৳10 for the player, as the player's client or the game provider sends it. */
const DRIVERS: Record<StakePath, (p: Player) => Promise<Tried>> = {
  casino: async (p) => {
    const r = await h.req('POST', '/api/provider/slot/spin', { body: { session: p.session, stake: 10, request_id: nextId('spin') } });
    return { ok: r.json?.ok === true, message: String(r.json?.message ?? '') };
  },
  crash: async (p) => {
    const r = await h.req('POST', '/api/provider/crash/bet', { body: { session: p.session, stake: 10, request_id: nextId('crash') } });
    return { ok: r.json?.ok === true, message: String(r.json?.message ?? '') };
  },
  sports_game: async (p) => {
    const round = nextId('sports');
    const r = await wallet(h, 'debit', { session: p.session, round_id: round, transaction_id: `${round}:d`, amount: '10.00' });
    return { ok: r.json.status === 'OK', message: String(r.json.message ?? '') };
  },
  exchange_back: (p) => exchangeBet(p, 'back'),
  exchange_lay: (p) => exchangeBet(p, 'lay'),
  // the hedge of the position (a lay of about ৳100); any amount is accepted: the rules are under test here
  exchange_cash_out: async (p) => {
    const r = await h.req('POST', '/api/exchange/cash-out', {
      token: p.token,
      body: { idempotency_key: idem(), event_id: cricket.EventId, market_id: cricket.MarketId, market: 'odds', amount: '-100000' },
    });
    return { ok: r.status === 201, message: String(r.json?.message ?? '') };
  },
};

/** What a path needs in place before the rule stands (the stake itself comes after). */
const PREPARE: Partial<Record<StakePath, (p: Player) => Promise<void>>> = { exchange_cash_out: backFavourite };

const dayAhead = () => new Date(h.ctx.clock.now() + 86_400_000).toISOString();
const setLimit = (p: Player, kind: 'deposit' | 'loss', daily: string) =>
  h.req('POST', '/api/responsible-gaming/limits', { token: p.token, body: { kind, limits: { daily } } });
const section = (path: StakePath) => (path.startsWith('exchange') ? 'exchange_market' : path === 'sports_game' ? 'cs_market' : 'games_market');

/** Each rule as it stands in the database when the stake arrives, and what the player is told (undefined: the stake passes). */
const RULES: Array<{ name: string; apply: (p: Player, path: StakePath) => Promise<unknown>; refusal?: RegExp; lets?: StakePath[] }> = [
  { name: 'no rule', apply: async () => undefined },
  // a deposit limit limits money in: a stake neither breaks it nor is stopped by it
  { name: 'a deposit limit', apply: (p) => setLimit(p, 'deposit', '1') },
  // a cash out only lowers what the player can lose: a loss limit never keeps a player in a position
  {
    name: 'a loss limit',
    apply: (p) => setLimit(p, 'loss', '1'),
    refusal: /^You have reached your daily loss limit\.$/,
    lets: ['exchange_cash_out'],
  },
  {
    name: 'a break',
    apply: (p) => h.ctx.db.execute({ sql: 'INSERT INTO rg_settings (player_id, break_until) VALUES (?, ?)', args: [p.id, dayAhead()] }),
    refusal: /^Your account is on a break until /,
  },
  {
    name: 'a self-exclusion',
    apply: (p) => h.ctx.db.execute({ sql: 'INSERT INTO rg_settings (player_id, excluded_until) VALUES (?, ?)', args: [p.id, dayAhead()] }),
    refusal: /^Your account is self-excluded until /,
  },
  {
    name: 'a suspended account',
    apply: (p) => h.ctx.db.execute({ sql: "UPDATE players SET status = 'suspended' WHERE id = ?", args: [p.id] }),
    refusal: /./,
  },
  {
    name: "the upline's block of the section",
    apply: (p, path) => h.ctx.db.execute({ sql: `INSERT INTO market_blocks (player_id, ${section(path)}) VALUES (?, 1)`, args: [p.id] }),
    refusal: /./,
  },
];

/** What a stake changes: the balance, its ledger rows, the game records and the exchange's held bets. */
const footprint = (id: number) =>
  one(
    h.ctx.db,
    `SELECT p.balance, (SELECT COUNT(*) FROM ledger WHERE player_id = p.id) AS ledger_rows,
            (SELECT COUNT(*) FROM bet_records WHERE player_id = p.id) AS game_records,
            (SELECT COUNT(*) FROM exchange_records WHERE player_id = p.id) AS exchange_bets
       FROM players p WHERE p.id = ?`,
    [id],
  );

describe('one stake rule on every stake path', () => {
  it('has a driver for every stake path', () => {
    expect(Object.keys(DRIVERS).sort()).toEqual([...STAKE_PATHS].sort());
  });

  for (const path of STAKE_PATHS) {
    for (const rule of RULES) {
      const refusal = rule.lets?.includes(path) ? undefined : rule.refusal;
      it(`${path}: ${rule.name} ${refusal ? 'refuses the stake and changes nothing' : 'lets the stake through'}`, async () => {
        const fresh = await freshPlayer(h, { balance: 1_000_00 });
        const p: Player = { ...fresh, id: Number(fresh.remote_id) };
        const game = GAME[path];
        if (game) p.session = await launch(h, p, game);
        await PREPARE[path]?.(p);
        await rule.apply(p, path);
        const before = await footprint(p.id);
        const tried = await DRIVERS[path](p);
        if (refusal) {
          expect(tried.ok, tried.message).toBe(false);
          expect(tried.message).toMatch(refusal);
          expect(await footprint(p.id)).toEqual(before);
        } else {
          expect(tried.ok, tried.message).toBe(true);
          expect(await footprint(p.id)).not.toEqual(before);
        }
      });
    }
  }

  it('an exchange lay is measured by its liability, and what open bets hold counts as possible loss', async () => {
    const fresh = await freshPlayer(h, { balance: 1_000_00 });
    const p: Player = { ...fresh, id: Number(fresh.remote_id) };
    const [r0] = await runners(cricket);
    const layAt = Number(r0?.ex.availableToLay[0]?.price);
    const backAt = Number(r0?.ex.availableToBack[0]?.price);
    // a loss limit exactly the liability of a ৳20 lay (stake x (odds - 1))
    const liability = betTerms('odds', 'lay', 20_00, layAt).liability;
    await setLimit(p, 'loss', toWire(liability));
    const bet = (side: 'back' | 'lay', stake: string) =>
      h.req('POST', '/api/exchange/bets', {
        token: p.token,
        body: {
          idempotency_key: idem(),
          event_id: cricket.EventId,
          market_id: cricket.MarketId,
          market: 'odds',
          selection_id: r0?.selectionId,
          side,
          odds: String(side === 'lay' ? layAt : backAt),
          stake,
        },
      });
    const over = await bet('lay', '21');
    expect(over.status).toBe(403);
    expect(over.json).toMatchObject({ code: 'loss_limit', message: 'You have reached your daily loss limit.' });
    expect((await bet('lay', '20')).status).toBe(201);
    // the lay's liability is held: a back that adds to the worst case is refused, anywhere
    expect((await bet('back', '1000')).status).toBe(403);
    await expect(launch(h, p, GAME.casino)).rejects.toThrow('You have reached your daily loss limit.');
  });
});
