import { describe, expect, it } from 'vitest';
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';
import { deposit, freshPlayer, h, useFundsHarness } from './funds-helpers';

/**
 * Ids are finite positive integers, path parameters too: what is not one is refused (422) before it
 * reaches SQL, where NaN or Infinity threw (500) and a number like 1e3 named another record.
 */
useFundsHarness();

const BAD_IDS = ['abc', 'NaN', 'Infinity', '1e999', '-1', '0', '1.5', '99999999999999999999'];

describe('path ids', () => {
  it('every route with a path parameter refuses what is not an id, and never fails on it', async () => {
    const p = await freshPlayer(h);
    const headers = { 'X-Admin-Secret': 'dev-admin-secret', ...DEV_CONTROL_HEADERS };
    // every call but the test controls (/api/dev/*)
    const withParams = h.app.routes.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/dev/') && r.path.includes('/:') && r.method !== 'ALL');
    const routes = [...new Map(withParams.map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(routes.length).toBeGreaterThan(15);
    const failed: string[] = [];
    for (const route of routes) {
      for (const bad of BAD_IDS) {
        const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, encodeURIComponent(bad));
        const r = await h.req(route.method, path, { token: p.token, headers, ...(route.method === 'GET' ? {} : { body: {} }) });
        // numeric ids are refused; text ids (the sports host's, a sport's name, a game session) are not found
        if (r.status >= 500 || r.status < 400) failed.push(`${route.method} ${path}: ${r.status}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it.each(['Infinity', '1e999', 'NaN', 'abc', '0', '-1'])('GET /api/promotions/%s is refused with the id message, not a server error', async (bad) => {
    const r = await h.req('GET', `/api/promotions/${bad}`);
    expect(r.status).toBe(422);
    expect(r.json.errors.id).toEqual(['The id must be a number.']);
  });
});

describe('receipt ids in a deposit', () => {
  it.each([['abc'], ['NaN'], ['1e999'], ['Infinity'], [-1], [0], [1.5]])(
    'submit-deposit with receipt_ids [%s] is refused with 422 and creates nothing',
    async (bad) => {
      const p = await freshPlayer(h);
      const r = await deposit(p, { receipt_ids: [bad] });
      expect(r.status).toBe(422);
      expect(r.json.errors['receipt_ids.0']).toEqual(['The receipt id must be a number.']);
      const list = await h.req('GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
      expect(list.json.data).toEqual([]);
    },
  );

  it.each([['abc'], ['NaN'], ['1e999']])('ewa/confirm with receipt_ids [%s] is refused with 422 and the request stays open', async (bad) => {
    const p = await freshPlayer(h);
    const req = await h.req('POST', '/api/ewa/request', { token: p.token, body: { amount: '2000', type: 'Personal', provider: 'OKWallet' } });
    expect(req.status).toBe(200);
    const confirm = (receipt_ids: unknown[]) =>
      h.req('POST', '/api/ewa/confirm', {
        token: p.token,
        body: { trx_id: req.json.transaction, trxid: `OKW${String(bad).length}${Date.now()}`, number: p.phone, receipt_ids },
      });
    const r = await confirm([bad]);
    expect(r.status).toBe(422);
    expect(r.json.errors['receipt_ids.0']).toEqual(['The receipt id must be a number.']);
    expect((await confirm([])).status).toBe(200);
  });
});
