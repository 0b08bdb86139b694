/**
 * What a soak player does, through the API only (so the same steps run against the in-memory harness
 * in a unit test and against a real server process in the soak): sign up with the test-mode captcha,
 * verify the phone, set a birthday, get money by a deposit the operator approves; then play slot,
 * crash and exchange bets, deposit and withdraw, each answer counted.
 */
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';

export type Api = (
  method: string,
  path: string,
  opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
) => Promise<{ status: number; json: any }>;

export interface SoakPlayer {
  username: string;
  token: string;
  remote_id: string;
  phone: string;
  slot?: string;
  crash?: string;
}

const ADMIN = { 'X-Admin-Secret': 'dev-admin-secret' };
const PASSWORD = 'abc12345';
const SLOT = { gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' };
const CRASH = { gameCode: 'SPRIBE-CRASH-001', gameType: 'CRASH', platform: 'SPRIBE' };

let seq = 0;
const requestId = () => `soak-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

async function ok(api: Api, method: string, path: string, opts: Parameters<Api>[2] = {}) {
  // the test controls answer only a request that carries their header
  const headers = path.startsWith('/api/dev/') ? { ...opts.headers, ...DEV_CONTROL_HEADERS } : opts.headers;
  const r = await api(method, path, { ...opts, ...(headers ? { headers } : {}) });
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

async function methodId(api: Api, accountType: string): Promise<number> {
  const list = await ok(api, 'GET', '/api/payment-methods');
  const arr = (Array.isArray(list) ? list : list.pgs) as Array<{ id: number; name: string; account_type: string }>;
  const m = arr.find((x) => x.name === 'bKash' && x.account_type === accountType);
  if (!m) throw new Error(`no bKash ${accountType} method`);
  return m.id;
}

/** A new player with a verified phone, a birthday and a first deposit of ৳`taka` the operator approved. */
export async function setUpPlayer(api: Api, tag: string, taka = 5000): Promise<SoakPlayer> {
  seq += 1;
  const username = `${tag}${seq}${Date.now().toString(36).slice(-5)}`.slice(0, 16);
  const phone = `019${String((Date.now() * 7 + seq * 7919) % 1e8).padStart(8, '0')}`;
  const cap = await ok(api, 'GET', '/captcha?format=json');
  const { answer } = await ok(api, 'GET', `/api/dev/captcha/${cap.id}`);
  await ok(api, 'POST', '/api/v1/create-players', {
    body: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: 'Soak Player',
      phone,
      email: `${username}@example.com`,
      currency: 'BDT',
      captcha: answer,
      captcha_id: cap.id,
    },
  });
  const login = await ok(api, 'POST', '/api/login', { body: { username, password: PASSWORD } });
  const p: SoakPlayer = { username, token: login.token, remote_id: String(login.remote_id), phone };
  await ok(api, 'POST', '/api/send-verification-code', { token: p.token, body: { phone } });
  const code = (await ok(api, 'GET', `/api/dev/outbox?destination=${phone}`)).data[0].code;
  await ok(api, 'POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } });
  await ok(api, 'POST', '/api/user/profile/update', { token: p.token, body: { remote_id: p.remote_id, dofb: '1990-05-15' } });
  await deposit(api, p, taka);
  return p;
}

/** The operator settles the player's pending deposits and withdrawals (also those whose answer a kill lost). */
async function operator(api: Api, p: SoakPlayer, ending: 'success' | 'fail' | 'random') {
  const list = await ok(api, 'GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
  for (const t of list.data as Array<{ id: number; key: number; action: string }>) {
    if (t.key !== 0 || (t.action !== 'deposit' && t.action !== 'withdraw')) continue;
    const status = ending === 'random' ? pick(['success', 'success', 'fail'] as const) : ending;
    await api('POST', `/api/admin/${t.action === 'deposit' ? 'deposits' : 'withdrawals'}/${t.id}/settle`, { headers: ADMIN, body: { status } });
  }
}

async function deposit(api: Api, p: SoakPlayer, taka: number, ending: 'success' | 'random' = 'success'): Promise<number> {
  const r = await api('POST', '/api/submit-deposit', {
    token: p.token,
    body: {
      remote_id: p.remote_id,
      account_number: p.phone,
      transaction_id: `SOAK${requestId()}`.slice(0, 30),
      amount: String(taka),
      payment_id: await methodId(api, 'Agent'),
      promotion_id: null,
    },
  });
  await operator(api, p, ending);
  return r.status;
}

async function launch(api: Api, p: SoakPlayer, game: typeof SLOT): Promise<string> {
  const r = await ok(api, 'POST', '/api/game-run', {
    token: p.token,
    body: { userId: p.remote_id, externalURL: 'http://127.0.0.1', isMobileLogin: true, ...game },
  });
  return new URL(r.url).pathname.split('/').pop() ?? '';
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One action of each kind; each answers what it got (a label counted by the soak). */
export const actions = {
  async slot(api: Api, p: SoakPlayer) {
    p.slot ??= await launch(api, p, SLOT);
    const r = await api('POST', '/api/provider/slot/spin', { body: { session: p.slot, stake: pick([10, 20, 50]), request_id: requestId() } });
    return `${r.status}${r.json?.code ? ` ${r.json.code}` : ''}`;
  },
  async crash(api: Api, p: SoakPlayer, o: { holdMs?: number } = {}) {
    p.crash ??= await launch(api, p, CRASH);
    const bet = await api('POST', '/api/provider/crash/bet', { body: { session: p.crash, stake: pick([10, 20]), request_id: requestId() } });
    if (bet.status !== 200) return `bet ${bet.status}${bet.json?.code ? ` ${bet.json.code}` : ''}`;
    await wait(o.holdMs ?? Math.random() * 3000);
    const out = await api('POST', '/api/provider/crash/cashout', { body: { session: p.crash, round_id: bet.json.round_id } });
    return `cashout ${out.status}${out.json?.code ? ` ${out.json.code}` : ''}`;
  },
  async exchange(api: Api, p: SoakPlayer) {
    const events = (await ok(api, 'GET', '/api/sports-events/cricket')) as Array<{ Status: string; EventId: string; MarketId: string }>;
    const live = events.filter((e) => e.Status === 'inplay');
    const e = pick(live.length ? live : events);
    const [odds] = await ok(api, 'GET', `/api/match-odds/${e.MarketId}`);
    const runner = pick(odds.runners as Array<{ selectionId: string }>);
    const r = await api('POST', '/api/exchange/bets', {
      token: p.token,
      body: {
        idempotency_key: requestId(),
        market: 'odds',
        event_id: e.EventId,
        market_id: e.MarketId,
        selection_id: runner.selectionId,
        side: 'back',
        odds: '1.01',
        stake: '10',
      },
    });
    return `${r.status}${r.json?.code ? ` ${r.json.code}` : ''}`;
  },
  async deposit(api: Api, p: SoakPlayer) {
    return String(await deposit(api, p, pick([100, 500, 1000]), 'random'));
  },
  async withdraw(api: Api, p: SoakPlayer) {
    const r = await api('POST', '/api/submit-withdraw', {
      token: p.token,
      body: { remote_id: p.remote_id, account_number: p.phone, amount: '500', payment_id: await methodId(api, 'Personal'), provider: 'bKash' },
    });
    await operator(api, p, 'random');
    return String(r.status);
  },
};
export type ActionName = keyof typeof actions;
