import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxAnswer, InboxItemAnswer } from '../../src/api/contract/inbox';
import { createApp } from '../../server/app';
import { type Harness, type Session, startWithTwoPlayers } from './harness';

let h: Harness;
let me: Session;
let other: Session;
beforeAll(async () => ({ h, me, other } = await startWithTwoPlayers()));
afterAll(() => h.close());

const admin = (body: unknown, secret = h.ctx.config.adminSecret) =>
  createApp(h.ctx).request('/api/admin/inbox', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Secret': secret },
    body: JSON.stringify(body),
  });
const list = async (q = '') => v.parse(InboxAnswer, (await h.req('GET', `/api/inbox?remote_id=${me.remote_id}${q}`, { token: me.token })).json).data;

describe('inbox', () => {
  it('pages the messages newest first with the unread count', async () => {
    const page1 = await list('&page=1&per_page=10');
    expect(page1.total).toBe(6);
    expect(page1.unread).toBe(3);
    expect(page1.last_page).toBe(1);
    const small = await list('&page=2&per_page=10');
    expect(small.current_page).toBe(1);
    const times = page1.data.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows one message, marks it read and deletes it', async () => {
    const [first] = (await list()).data.filter((m) => m.is_read === 0);
    if (!first) throw new Error('no unread message');
    const one = v.parse(InboxItemAnswer, (await h.req('GET', `/api/inbox/${first.id}`, { token: me.token })).json);
    expect(one.data.title).toBe(first.title);
    expect((await h.req('PATCH', `/api/inbox/${first.id}/read`, { token: me.token })).status).toBe(200);
    expect((await list()).unread).toBe(2);
    expect((await h.req('DELETE', `/api/inbox/${first.id}`, { token: me.token })).status).toBe(200);
    expect((await list()).total).toBe(5);
    expect((await h.req('GET', `/api/inbox/${first.id}`, { token: me.token })).status).toBe(404);
  });

  it("refuses a foreign remote_id and another player's message", async () => {
    expect((await h.req('GET', `/api/inbox?remote_id=${other.remote_id}`, { token: me.token })).status).toBe(403);
    const mine = (await list()).data[0];
    expect((await h.req('PATCH', `/api/inbox/${mine?.id}/read`, { token: other.token })).status).toBe(404);
    expect((await h.req('DELETE', `/api/inbox/${mine?.id}`, { token: other.token })).status).toBe(404);
  });

  it('delivers an operator message; the admin secret is required', async () => {
    expect((await admin({ username: 'demoplayer', title: 'x', message: 'y' }, 'wrong')).status).toBe(403);
    expect((await admin({ username: 'nobodyhere', title: 'x', message: 'y' })).status).toBe(404);
    const before = await list();
    const r = await admin({ username: 'demoplayer', title: 'Operator news', message: 'A new tournament starts tonight at nine.' });
    expect(r.status).toBe(201);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.data[0]?.title).toBe('Operator news');
  });
});
