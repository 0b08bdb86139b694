import { createHmac } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { devControl } from './dev-control';
import { percentile } from './measure';

/**
 * Wallet figures against a server of the bench's own (test mode, development provider secret):
 * - the provider's debit + credit round trip over HTTP, p50/p99 and rounds per second, with 1 and
 *   with 50 players playing at once (each its own player and game session);
 * - in the browser, the time from a round's answer (the frame's message) to the new balance on the
 *   game page (the same query the header shows).
 */
const SECRET = 'dev-provider-secret';
const PROVIDER = 'takaplay-demo';
const ADMIN = { 'X-Admin-Secret': 'dev-admin-secret', 'Content-Type': 'application/json' };

let seq = 0;
async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} ${res.status} ${text}`);
  return JSON.parse(text);
}

/** Every sign-up answers a captcha: the bench's own server (test mode) tells the answer. */
async function answeredCaptcha(base: string): Promise<{ captcha: string; captcha_id: string }> {
  const image = (await (await fetch(`${base}/captcha?format=json`)).json()) as { id: string };
  const { answer } = (await devControl(`${base}/api/dev/captcha/${image.id}`)) as { answer: string };
  return { captcha: answer, captcha_id: image.id };
}

/** A new player with a verified phone and a settled deposit of `taka`, logged in. */
export async function fundedPlayer(base: string, taka: number): Promise<{ username: string; password: string; token: string; remote_id: string }> {
  const n = ++seq;
  const username = `bw${n}${Date.now().toString(36)}`.slice(0, 16);
  const phone = `018${String(Date.now() % 1e6).padStart(6, '0')}${String(n % 100).padStart(2, '0')}`;
  const password = 'abc12345';
  await post(`${base}/api/v1/create-players`, {
    username,
    password,
    confirmPassword: password,
    name: 'Bench',
    phone,
    email: `${username}@example.com`,
    currency: 'BDT',
    ...(await answeredCaptcha(base)),
  });
  const login = await post(`${base}/api/login`, { username, password });
  const auth = { Authorization: `Bearer ${login.token}` };
  await post(`${base}/api/send-verification-code`, { phone }, auth);
  const code = (await devControl(`${base}/api/dev/outbox?destination=${phone}`)).data[0].code;
  await post(`${base}/api/verify-phone-number`, { verification_code: code }, auth);
  const methods = (await (await fetch(`${base}/api/payment-methods`)).json()) as Array<{ id: number; name: string; account_type: string }>;
  const bkash = methods.find((m) => m.name === 'bKash' && m.account_type === 'Agent');
  const dep = await post(
    `${base}/api/submit-deposit`,
    {
      remote_id: String(login.remote_id),
      account_number: phone,
      transaction_id: `BENCH${Date.now()}${n}`,
      amount: String(taka),
      payment_id: bkash?.id,
      promotion_id: null,
    },
    auth,
  );
  await post(`${base}/api/admin/deposits/${dep.transaction.id}/settle`, { status: 'success' }, ADMIN);
  return { username, password, token: login.token, remote_id: String(login.remote_id) };
}

/** A game session of the player's (the provider's id for the wallet calls). */
export async function session(base: string, p: { token: string; remote_id: string }): Promise<string> {
  const r = await post(
    `${base}/api/game-run`,
    { userId: p.remote_id, externalURL: base, isMobileLogin: true, gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' },
    { Authorization: `Bearer ${p.token}` },
  );
  return new URL(r.url).pathname.split('/').pop() ?? '';
}

/** A wallet call's body and headers, stamped with the time and signed as the provider signs them. */
export function signedRequest(body: Record<string, unknown>): { body: string; headers: Record<string, string> } {
  const raw = JSON.stringify({ provider: PROVIDER, ...body, timestamp: Date.now() });
  const sig = createHmac('sha256', SECRET).update(raw).digest('hex');
  return { body: raw, headers: { 'Content-Type': 'application/json', 'X-Signature': sig } };
}

async function signed(base: string, op: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${base}/api/wallet/${op}`, { method: 'POST', ...signedRequest(body) });
  const out = (await res.json()) as { status: string };
  if (out.status !== 'OK') throw new Error(`${op}: ${out.status}`);
}

/** Debit 10 + credit 5 rounds for `players` players at once, `rounds` each. */
export async function benchWallet(base: string, players: number, rounds: number): Promise<{ p50: number; p99: number; perSecond: number; n: number }> {
  const sessions = await Promise.all(Array.from({ length: players }, async () => session(base, await fundedPlayer(base, 25_000))));
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    sessions.map(async (s, pi) => {
      for (let i = 0; i < rounds; i++) {
        const round = `bench-${pi}-${i}-${s.slice(0, 8)}`;
        const t0 = performance.now();
        await signed(base, 'debit', { session: s, round_id: round, transaction_id: `${round}:d`, amount: '10.00' });
        await signed(base, 'credit', { session: s, round_id: round, transaction_id: `${round}:c`, amount: '5.00' });
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: times.length / seconds, n: times.length };
}

/** Median ms from the frame's balance message to the new balance on the game page, over `rounds` spins. */
export async function benchRoundToHeader(browser: Browser, base: string, rounds: number): Promise<{ medianMs: number; maxMs: number }> {
  const p = await fundedPlayer(base, 5_000);
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { lags: number[]; lastMessage: number };
    w.lags = [];
    addEventListener('message', (ev) => {
      if ((ev.data as { type?: string })?.type === 'takaplay:balance') w.lastMessage = performance.now();
    });
    let seen = '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="gamerun-balance"] .money')?.textContent ?? '';
      if (!text || text === seen) return;
      seen = text;
      if (w.lastMessage) w.lags.push(performance.now() - w.lastMessage);
      w.lastMessage = 0;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('header-balance').waitFor();
  await page.goto(`${base}/games?type=SLOT&system=JILI&title=Slot`);
  await page
    .getByTestId('game-tile')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  const game = page.frameLocator('iframe.gamerun-frame');
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < rounds; i++) {
    await spin.click();
    await game
      .locator('#m')
      .filter({ hasText: /Win|No win/ })
      .waitFor();
    await page.waitForFunction((n) => (window as unknown as { lags: number[] }).lags.length >= n, i + 1, { timeout: 10_000 }).catch(() => undefined);
    await spin.waitFor({ state: 'visible' });
  }
  const lags = ((await page.evaluate(() => (window as unknown as { lags: number[] }).lags)) as number[]).sort((a, b) => a - b);
  await ctx.close();
  return { medianMs: percentile(lags, 50), maxMs: lags.at(-1) ?? 0 };
}
