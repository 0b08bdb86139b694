import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../server/lib/contract-routes';
import type { AnyEndpoint } from '../../src/api/calls/define';
import { api } from '../../src/api/calls/registry';
import { type Harness, type Session, startHarness } from './harness';

/**
 * Every call the PWA makes, as src/api/calls describes it (every domain file, the ones kept out of
 * `api` too), reaches a route of the reference API under its own method and path: a call the server
 * does not serve, a route moved or given another method, answers what the server answers an address
 * it has no route for. A new call or a new domain file is walked without being listed here.
 */
const dir = resolve('src/api/calls');
const calls: Array<{ name: string; e: AnyEndpoint }> = [];
const domainFiles: string[] = [];
const withoutEndpoints: string[] = [];
let h: Harness;
let me: Session;

beforeAll(async () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
    const mod = (await import(resolve(dir, f))) as Record<string, unknown>;
    const groups = Object.entries(mod).filter(([n]) => n.endsWith('Endpoints'));
    // a domain file describes calls: it must export them, or the walk (and the server) cannot see them
    if (/\bendpoint\(\{/.test(readFileSync(resolve(dir, f), 'utf8'))) {
      domainFiles.push(f);
      if (groups.length === 0) withoutEndpoints.push(f);
    }
    for (const [group, es] of groups) for (const [name, e] of Object.entries(es as Record<string, AnyEndpoint>)) calls.push({ name: `${group}.${name}`, e });
  }
  h = await startHarness();
  me = await h.login();
});
afterAll(() => h?.close());

/**
 * Path parameters get a value no id rule takes: a call by id is refused (422) before its handler, so
 * the walk changes nothing and a record that does not exist (a 404 of the handler) is never asked for.
 */
const concrete = (path: string) => path.replace(/\{\w+\}/g, 'x');

/** What the server answers a request no route takes: the API's 404 under /api, the app's page elsewhere. */
async function unrouted(method: string, token: string) {
  const answers = await Promise.all(['/api/no-such-call', '/no-such-page'].map((p) => h.req(method, p, { token, body: method === 'GET' ? undefined : {} })));
  return new Set(answers.map((a) => `${a.status} ${a.text}`));
}

describe('the contract calls', () => {
  it('are found in every domain file, the ones kept out of the registry too', () => {
    expect(withoutEndpoints, 'a domain file keeps its endpoints to itself (export them as ...Endpoints)').toEqual([]);
    expect(domainFiles.length).toBeGreaterThan(15);
    const walked = new Set(calls.map((c) => c.e));
    expect(Object.keys(api).filter((n) => !walked.has(api[n as keyof typeof api]))).toEqual([]);
    for (const own of ['exchangeBetEndpoints', 'responsibleEndpoints', 'receiptEndpoints', 'passkeyEndpoints', 'pushEndpoints']) {
      expect(calls.some((c) => c.name.startsWith(`${own}.`))).toBe(true);
    }
  });

  it('each reaches a route of the server under its own method and path', async () => {
    const missing: string[] = [];
    // addresses on another host (a build's own IP lookup) are not this server's
    for (const { name, e } of calls.filter((c) => c.e.path.startsWith('/'))) {
      // logout ends the login it is sent with: it gets its own, so the calls after it keep theirs
      const token = e.path === '/api/logout' ? (await h.login()).token : me.token;
      const r = await h.req(e.method, concrete(e.path), { token, body: e.method === 'GET' ? undefined : {} });
      if ((await unrouted(e.method, token)).has(`${r.status} ${r.text}`)) missing.push(`${name}: ${e.method} ${e.path}`);
    }
    expect(missing).toEqual([]);
    expect(calls.length).toBeGreaterThan(80);
  });
});

describe('a route group registers a call at its base', () => {
  it('takes the path after the base, with {name} as Hono`s :name', () => {
    expect(routePath('/api/inbox', { method: 'PATCH', path: '/api/inbox/{id}/read' })).toBe('/:id/read');
    expect(routePath('/api', { method: 'GET', path: '/api/chats/{id}/messages' })).toBe('/chats/:id/messages');
    expect(routePath('/captcha', { method: 'GET', path: '/captcha' })).toBe('/');
  });

  it('refuses, when the server starts, a call that is not under the base', () => {
    expect(() => routePath('/api/inbox', { method: 'GET', path: '/api/inboxes' })).toThrow(/not under \/api\/inbox/);
    expect(() => routePath('/api/exchange', { method: 'GET', path: '/api/inbox/{id}' })).toThrow(/GET \/api\/inbox\/\{id\}/);
    expect(() => routePath('/api', { method: 'GET', path: 'https://ip.example/json' })).toThrow();
  });
});
