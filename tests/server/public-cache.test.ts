import { gunzipSync } from 'node:zlib';
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
