import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });

describe('get-games, a public answer kept until the catalogue changes', () => {
  it('answers with an ETag, 304 to a browser that has it, and the same games gzipped to one that takes gzip', async () => {
    const plain = await get('/api/get-games?type=SLOT');
    const etag = plain.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.headers.get('Cache-Control')).toBe('no-cache');
    const games = await plain.json();
    expect(games.games.length).toBeGreaterThan(0);

    const again = await get('/api/get-games?type=SLOT', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const gz = await get('/api/get-games?type=SLOT', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gz.headers.get('Vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(games);
    // another query is another answer
    expect((await get('/api/get-games?type=CRASH')).headers.get('ETag')).not.toBe(etag);
  });

  it('a PWA on another host reads it: each of its answers carries the CORS header', async () => {
    const origin = { Origin: 'https://app.example' };
    const first = await get('/api/get-games?type=TABLE', origin);
    expect(first.status).toBe(200);
    expect(first.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const kept = await get('/api/get-games?type=TABLE', origin);
    expect(kept.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('a change of the catalogue, however made, gives the new games and a new ETag', async () => {
    const before = await get('/api/get-games?type=SLOT');
    const first = (await before.json()).games[0];
    await h.ctx.db.execute({ sql: 'UPDATE games SET name = ? WHERE code = ?', args: ['Renamed Slot', first.code] });
    const after = await get('/api/get-games?type=SLOT', { 'If-None-Match': before.headers.get('ETag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    expect((await after.json()).games[0].name).toBe('Renamed Slot');
  });
});

describe('over a real socket (the Node adapter, whose Response the app then builds on)', () => {
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const headersOf = async (path: string, headers: Record<string, string>) => {
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    return res.headers;
  };

  // each case its own address: its first request is the one that fills the copy
  it.each([
    ['a PWA on another host', 'LIVE', { Origin: 'https://app.example', 'Accept-Encoding': 'gzip, deflate, br' }],
    ['the same origin, plain', 'ARCADE', {}],
  ])('%s: the answer that fills the copy carries the CORS and security headers the kept one does', async (_, type, headers) => {
    const path = `/api/get-games?type=${type}`;
    const first = await headersOf(path, headers);
    const kept = await headersOf(path, headers);
    for (const name of ['Access-Control-Allow-Origin', 'X-Content-Type-Options', 'Content-Security-Policy', 'ETag', 'Vary', 'Content-Encoding']) {
      expect(first.get(name), name).toBe(kept.get(name));
    }
    expect(kept.get('Access-Control-Allow-Origin')).toBe('*');
    expect(first.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('compression of other answers', () => {
  it('sends a small JSON answer as it is, with its length; a large one gzipped', async () => {
    const small = await get('/api/get-type', { 'Accept-Encoding': 'gzip' });
    const text = await small.text();
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(Number(small.headers.get('Content-Length'))).toBe(Buffer.byteLength(text));
    expect(small.headers.get('Cache-Control')).toBe('no-store');

    const large = await get('/api/sports-events/cricket', { 'Accept-Encoding': 'gzip' });
    expect(large.headers.get('Content-Encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await large.arrayBuffer()));
    expect(body.length).toBeGreaterThan(1024);
    expect(Array.isArray(JSON.parse(body.toString('utf8')))).toBe(true);
  });
});
