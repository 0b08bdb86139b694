import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { makeContext, type ServerContext } from '../../server/context';
import { openDb } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed';

/** What a login answers that the tests use. */
export interface Session {
  token: string;
  remote_id: string;
}

export interface Harness {
  ctx: ServerContext;
  req: (
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ) => Promise<{ status: number; json: any; text: string; headers: Headers }>;
  login: (username?: string, password?: string) => Promise<Session>;
  close: () => void;
}

/** A fresh in-memory reference API per test file: migrated, seeded, answering through app.request. */
export async function startHarness(): Promise<Harness> {
  const db = openDb(':memory:');
  await migrate(db);
  await seedIfEmpty(db);
  const ctx = makeContext(db, { ...readConfig({ APP_MODE: 'test', WALLET_URL: '' }), distDir: '/nonexistent' });
  const app = createApp(ctx);
  const req: Harness['req'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const res = await app.request(path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
  const login: Harness['login'] = async (username = 'demoplayer', password = 'demo12345') => {
    const r = await req('POST', '/api/login', { body: { username, password } });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
    return r.json;
  };
  return { ctx, req, login, close: () => db.close() };
}

/** A harness with the demo player and a second one (the blocked player): a player must reach their own data only. */
export async function startWithTwoPlayers(): Promise<{ h: Harness; me: Session; other: Session }> {
  const h = await startHarness();
  return { h, me: await h.login(), other: await h.login('blockedplayer', 'demo12345') };
}

/** A sign-up body that passes every check (POST /api/v1/create-players). */
export const newPlayer = (username: string) => ({
  username,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  name: 'Test Player',
  phone: '01711111111',
  email: `${username}@example.com`,
  referral_code: '',
  agent_code: '',
  currency: 'BDT',
  status: 'active',
});
