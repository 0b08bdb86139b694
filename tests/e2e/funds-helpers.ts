import type { APIRequestContext, Page } from '@playwright/test';
import { registerByApi } from './auth-helpers';
import { devControl, expect, uniqueName } from './fixtures';

export const ADMIN_SECRET = 'dev-admin-secret';
export const PASSWORD = 'abc12345';

export interface Player {
  username: string;
  password: string;
  phone: string;
  token: string;
  remoteId: string;
}

let n = 0;
function uniquePhone(): string {
  n += 1;
  return `017${String(Date.now() % 1e6).padStart(6, '0')}${String((n * 37 + Math.floor(Math.random() * 90)) % 100).padStart(2, '0')}`;
}

const auth = (p: Player) => ({ Authorization: `Bearer ${p.token}` });

/** A new player made through the API (sign-up and login); optionally phone-verified through the outbox. */
export async function newPlayer(request: APIRequestContext, opts: { verifyPhone?: boolean } = {}): Promise<Player> {
  const username = uniqueName('fd');
  const phone = uniquePhone();
  await registerByApi(request, { username, password: PASSWORD, phone, email: `${username}@example.com` });
  const login = await request.post('/api/login', { data: { username, password: PASSWORD } });
  const body = (await login.json()) as { token: string; remote_id: string };
  const player = { username, password: PASSWORD, phone, token: body.token, remoteId: String(body.remote_id) };
  if (opts.verifyPhone) {
    expect((await request.post('/api/send-verification-code', { headers: auth(player), data: { phone } })).ok()).toBeTruthy();
    const code = await outboxCode(request, phone);
    expect((await request.post('/api/verify-phone-number', { headers: auth(player), data: { verification_code: code } })).ok()).toBeTruthy();
  }
  return player;
}

export async function outboxCode(request: APIRequestContext, destination: string): Promise<string> {
  const res = await devControl(request, `/api/dev/outbox?destination=${encodeURIComponent(destination)}`);
  const code = ((await res.json()) as { data: Array<{ code: string }> }).data[0]?.code;
  if (!code) throw new Error(`no code for ${destination}`);
  return code;
}

export async function transactions(request: APIRequestContext, p: Player) {
  const res = await request.get(`/api/transaction/show?remote_id=${p.remoteId}`, { headers: auth(p) });
  return ((await res.json()) as { data: Array<{ id: number; key: number; action: string; amount: string; transaction_id: string | null }> }).data;
}

export async function settle(request: APIRequestContext, id: number, status: 'success' | 'fail' = 'success'): Promise<void> {
  const res = await request.post(`/api/admin/deposits/${id}/settle`, { headers: { 'X-Admin-Secret': ADMIN_SECRET }, data: { status } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A manual bKash deposit over the API, left pending (with a promotion when given); its transaction id. */
export async function pendingDeposit(request: APIRequestContext, p: Player, amount: string, promotionId: number | null = null): Promise<number> {
  const methods = (await (await request.get('/api/payment-methods')).json()) as Array<{ id: number; name: string; account_type: string }>;
  const bkash = methods.find((m) => m.name === 'bKash' && m.account_type === 'Agent');
  const res = await request.post('/api/submit-deposit', {
    headers: auth(p),
    data: {
      remote_id: p.remoteId,
      account_number: p.phone,
      transaction_id: `FUND${Date.now()}${n++}`,
      amount,
      payment_id: bkash?.id,
      promotion_id: promotionId,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { transaction: { id: number } }).transaction.id;
}

/** Funds a player through the real flow: a manual deposit over the API, settled by the operator. */
export async function fund(request: APIRequestContext, p: Player, amount: string, promotionId: number | null = null): Promise<void> {
  await settle(request, await pendingDeposit(request, p, amount, promotionId));
}

/** A logged-in player's deposit by e-wallet (OKWallet, Send Money) through to /make-payment. */
export async function toWalletPayment(page: Page, amount: string): Promise<void> {
  await page.goto('/deposit');
  await page.getByRole('radio', { name: 'OKWallet' }).check();
  await page.getByRole('radio', { name: /Send Money/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/make-payment$/);
}
