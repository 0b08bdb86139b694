import { type PlacementSetUp, placementBody, setUpPlacement } from './exchange-setup';
import { fundedPlayer, session, signedRequest } from './wallet';

/** What a browser says it takes: every timed call asks for a compressed answer, as the app's do. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

export interface ApiBenchSetUp {
  /** the demo player's bearer token */
  token: string;
  /** a game session of a funded player (the provider's id in wallet calls) */
  game: string;
  placement: PlacementSetUp;
}

/** One timed call: its address, and each request's method, headers and body (made anew per request). */
export interface ApiCall {
  name: string;
  path: string;
  next: () => { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
}

/** What the timed calls need: a login, a funded player's game session and funded exchange players. */
export async function setUpApiBench(base: string, opts: { debitTaka: number; placers: number }): Promise<ApiBenchSetUp> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demoplayer', password: 'demo12345' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const game = await session(base, await fundedPlayer(base, opts.debitTaka));
  return { token, game, placement: await setUpPlacement(base, opts.placers) };
}

/**
 * balance, get-games, the provider's signed debit (৳1, a fresh transaction id each) and an exchange
 * placement (৳10, a fresh idempotency key each, the players taking turns).
 */
export function apiCalls(s: ApiBenchSetUp): ApiCall[] {
  let debits = 0;
  let bets = 0;
  return [
    { name: 'POST /api/balance', path: '/api/balance', next: () => ({ method: 'POST', headers: { ...BROWSER, Authorization: `Bearer ${s.token}` } }) },
    { name: 'GET /api/get-games?type=SLOT', path: '/api/get-games?type=SLOT', next: () => ({ method: 'GET', headers: BROWSER }) },
    {
      name: 'POST /api/wallet/debit',
      path: '/api/wallet/debit',
      next: () => {
        const id = `api-${++debits}`;
        const signed = signedRequest({ session: s.game, round_id: id, transaction_id: `${id}:d`, amount: '1.00' });
        return { method: 'POST', headers: { ...BROWSER, ...signed.headers }, body: signed.body };
      },
    },
    {
      name: 'POST /api/exchange/bets',
      path: '/api/exchange/bets',
      next: () => {
        bets += 1;
        const token = s.placement.tokens[bets % s.placement.tokens.length];
        return {
          method: 'POST',
          headers: { ...BROWSER, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(placementBody(s.placement, `api-${bets}`)),
        };
      },
    },
  ];
}
