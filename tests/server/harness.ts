import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { makeContext, type ServerContext } from '../../server/context';
import { openDb } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed';
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';

/** What a login answers that the tests use. */
export interface Session {
  token: string;
  remote_id: string;
}

export interface Harness {
  ctx: ServerContext;
  /** the app itself, for tests that serve it over a real socket */
  app: ReturnType<typeof createApp>;
  req: (
    method: string,
    path: string,
    /** address: the client's socket address (the per-address limits read it) */
    opts?: { body?: unknown; token?: string | null; headers?: Record<string, string>; address?: string; raw?: string },
  ) => Promise<{ status: number; json: any; text: string; headers: Headers }>;
  /** a development control (/api/dev/*) with the header it needs; a body is sent as JSON */
  dev: (method: 'GET' | 'POST', path: string, body?: unknown) => ReturnType<Harness['req']>;
  login: (username?: string, password?: string) => Promise<Session>;
  /** a fresh captcha answered through the test controls, as a body sends it */
  captcha: () => Promise<{ captcha: string; captcha_id: string }>;
  /** POST /api/v1/create-players with a fresh captcha answered (every sign-up needs one) */
  signUp: (body: Record<string, unknown>, opts?: { address?: string }) => ReturnType<Harness['req']>;
  close: () => void;
}

/** A fresh in-memory reference API per test file: migrated, seeded, answering through app.request. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const db = openDb(':memory:');
  await migrate(db);
  await seedIfEmpty(db);
  const ctx = makeContext(db, { ...readConfig({ APP_MODE: 'test', WALLET_URL: '', ...env }), distDir: '/nonexistent' });
  const app = createApp(ctx);
  const req: Harness['req'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined || opts.raw !== undefined) headers['Content-Type'] ??= 'application/json';
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const env = { incoming: { socket: { remoteAddress: opts.address ?? '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } };
    const res = await app.request(path, { method, headers, body }, env);
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
  const dev: Harness['dev'] = (method, path, body) =>
    req(method, path, { headers: { ...DEV_CONTROL_HEADERS }, ...(method === 'POST' ? { body: body ?? {} } : {}) });
  const login: Harness['login'] = async (username = 'demoplayer', password = 'demo12345') => {
    const r = await req('POST', '/api/login', { body: { username, password } });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
    return r.json;
  };
  const captcha: Harness['captcha'] = async () => {
    const cap = await req('GET', '/captcha?format=json');
    return { captcha: (await dev('GET', `/api/dev/captcha/${cap.json.id}`)).json.answer, captcha_id: cap.json.id };
  };
  const signUp: Harness['signUp'] = async (body, opts = {}) => req('POST', '/api/v1/create-players', { ...opts, body: { ...body, ...(await captcha()) } });
  return { ctx, app, req, dev, login, captcha, signUp, close: () => db.close() };
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
