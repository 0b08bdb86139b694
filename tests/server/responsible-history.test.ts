import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RgSessionAnswer } from '../../src/api/contract/responsible';
import { adminReq, freshPlayer } from './funds-helpers';
import { at, h, setLimits, state, T0, useResponsibleHarness } from './responsible-helpers';

useResponsibleHarness();

describe('reality check, history and the operator view', () => {
  it('keeps every change with its time, and the operator reads it with the admin secret', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await h.req('POST', '/api/responsible-gaming/reality-check', { token: p.token, body: { minutes: 45 } })).status).toBe(422);
    expect((await h.req('POST', '/api/responsible-gaming/reality-check', { token: p.token, body: { minutes: 30 } })).status).toBe(200);
    await setLimits(p, 'deposit', { daily: '1000' });
    await setLimits(p, 'deposit', { daily: '3000' });
    const s = await state(p);
    expect(s.reality_check).toBe(30);
    expect(s.history.map((x) => x.action)).toEqual(['limit_raise_requested', 'limit_set', 'reality_check']);
    expect(s.history[0]).toMatchObject({
      kind: 'deposit',
      period: 'daily',
      old_amount: '1000.00',
      new_amount: '3000.00',
      created_at: new Date(T0).toISOString(),
    });
    const session = v.parse(RgSessionAnswer, (await h.req('GET', '/api/responsible-gaming/session', { token: p.token })).json);
    expect(session).toMatchObject({ net: '0.00', reality_check: 30 });

    await h.req('POST', '/api/responsible-gaming/block', { token: p.token, body: { kind: 'break', duration: '30d', password: 'abc12345', confirm: true } });
    expect((await adminReq(h, `/api/admin/responsible-gaming?username=${p.username}`, undefined, null, 'GET')).status).toBe(403);
    const view = await adminReq(h, `/api/admin/responsible-gaming?username=${p.username}`, undefined, 'dev-admin-secret', 'GET');
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({ username: p.username, reality_check: 30, break_until: '2026-12-25T06:00:00.000Z' });
    expect(view.json.history[0]).toMatchObject({ action: 'break', detail: '30d' });
    const list = await adminReq(h, '/api/admin/responsible-gaming', undefined, 'dev-admin-secret', 'GET');
    expect(list.json.data.find((x: { username: string }) => x.username === p.username)).toMatchObject({ break_until: '2026-12-25T06:00:00.000Z', limits: 1 });
  });

  it('needs a login', async () => {
    expect((await h.req('GET', '/api/responsible-gaming')).status).toBe(401);
  });
});
