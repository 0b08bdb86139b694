import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { RECEIPT_MAX_BYTES, RECEIPT_MSG, ReceiptListAnswer, UploadReceiptsAnswer } from '../../src/api/contract/receipts';
import { freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';

let h: Harness;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  h = await startHarness();
  app = createApp(h.ctx);
});
afterAll(() => h.close());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);
/** an HTML page dressed as a picture: name and type say PNG, the bytes do not */
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

const upload = async (token: string | null, files: Array<{ bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string }>) => {
  const form = new FormData();
  for (const f of files) form.append('receipts', new File([f.bytes], f.name ?? 'receipt.png', { type: f.type ?? 'image/png' }));
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await app.request('/api/receipts', { method: 'POST', headers, body: form });
  return { status: res.status, json: (await res.json()) as any };
};
const get = (path: string, headers: Record<string, string>) => app.request(path, { headers });

const deposit = async (p: { token: string; remote_id: string; phone: string }, receipt_ids: number[]) => {
  const list = v.parse(PaymentMethodsAnswer, (await h.req('GET', '/api/payment-methods')).json);
  const method = (Array.isArray(list) ? list : list.pgs).find((m) => m.name === 'bKash');
  return h.req('POST', '/api/submit-deposit', {
    token: p.token,
    body: {
      remote_id: p.remote_id,
      account_number: p.phone,
      transaction_id: `TRX${Date.now().toString(36)}`,
      amount: '1000',
      payment_id: method?.id,
      receipt_ids,
    },
  });
};

describe('deposit receipts', () => {
  it('stores JPEG, PNG and WebP told by their bytes, attaches them to the deposit, and shows them to their owner only', async () => {
    const p = await freshPlayer(h);
    const up = await upload(p.token, [{ bytes: JPEG, name: 'a.png' }, { bytes: PNG }, { bytes: WEBP, type: 'application/octet-stream' }]);
    expect(up.status).toBe(200);
    const stored = v.parse(UploadReceiptsAnswer, up.json).data;
    expect(stored.map((r) => r.content_type)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    const ids = stored.map((r) => r.id);

    const d = await deposit(p, ids);
    expect(d.status).toBe(200);
    const txId = d.json.transaction.id as number;
    const list = v.parse(ReceiptListAnswer, (await h.req('GET', `/api/receipts?transaction_id=${txId}`, { token: p.token })).json);
    expect(list.data.map((r) => r.id)).toEqual(ids);

    const pic = await get(`/api/receipts/${ids[1]}`, { Authorization: `Bearer ${p.token}` });
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/png');
    expect(pic.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pic.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await pic.arrayBuffer())).toEqual(PNG);

    // another player: neither the list nor the picture; no token: refused
    const other = await freshPlayer(h);
    expect((await get(`/api/receipts/${ids[1]}`, { Authorization: `Bearer ${other.token}` })).status).toBe(404);
    expect(v.parse(ReceiptListAnswer, (await h.req('GET', `/api/receipts?transaction_id=${txId}`, { token: other.token })).json).data).toEqual([]);
    expect((await get(`/api/receipts/${ids[1]}`, {})).status).toBe(401);
    // and another player cannot attach them to a deposit of theirs
    const stolen = await deposit({ ...other }, [ids[0] as number]);
    expect(stolen.status).toBe(422);
    expect(stolen.json.message).toBe(RECEIPT_MSG.unknown);

    // the operator reads them with the admin secret, not without
    const admin = await get(`/api/admin/receipts/${ids[0]}`, { 'X-Admin-Secret': 'dev-admin-secret' });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toBe('image/jpeg');
    expect(admin.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get(`/api/admin/receipts/${ids[0]}`, { 'X-Admin-Secret': 'wrong' })).status).toBe(403);
    const adminList = await get(`/api/admin/receipts?transaction_id=${txId}`, { 'X-Admin-Secret': 'dev-admin-secret' });
    expect(((await adminList.json()) as { data: unknown[] }).data).toHaveLength(3);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, more than 5 files, a file over 5 MB, and nothing; storing none of a refused upload', async () => {
    const p = await freshPlayer(h);
    const notImage = await upload(p.token, [{ bytes: PNG }, { bytes: HTML, name: 'x.png', type: 'image/png' }]);
    expect(notImage).toMatchObject({ status: 422, json: { message: RECEIPT_MSG.notImage } });
    const many = await upload(
      p.token,
      Array.from({ length: 6 }, () => ({ bytes: PNG })),
    );
    expect(many).toMatchObject({ status: 422, json: { message: RECEIPT_MSG.tooMany } });
    const big = new Uint8Array(RECEIPT_MAX_BYTES + 1);
    big.set(PNG);
    expect(await upload(p.token, [{ bytes: big }])).toMatchObject({ status: 422, json: { message: RECEIPT_MSG.tooBig } });
    expect(await upload(p.token, [])).toMatchObject({ status: 422, json: { message: RECEIPT_MSG.none } });
    expect((await upload(null, [{ bytes: PNG }])).status).toBe(401);
    const kept = await h.ctx.db.execute({
      sql: 'SELECT COUNT(*) AS n FROM receipts WHERE player_id = (SELECT id FROM players WHERE username = ?)',
      args: [p.username],
    });
    expect(Number(kept.rows[0]?.n)).toBe(0);
  });

  it('a deposit naming an unknown receipt is refused and not created', async () => {
    const p = await freshPlayer(h);
    const d = await deposit(p, [987654]);
    expect(d.status).toBe(422);
    expect(d.json.message).toBe(RECEIPT_MSG.unknown);
    const n = await h.ctx.db.execute({
      sql: "SELECT COUNT(*) AS n FROM transactions WHERE action = 'deposit' AND player_id = (SELECT id FROM players WHERE username = ?)",
      args: [p.username],
    });
    expect(Number(n.rows[0]?.n)).toBe(0);
  });
});
