import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness';

/**
 * A refused oversized body over a real socket: a browser or proxy keeps its connection alive, so the
 * request after a 413 must not be read from the rest of the refused body (it was reset).
 */
let h: Harness;
let server: ReturnType<typeof serve>;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  h = await startHarness();
  server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise((r) => server.close(r));
  h.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on the agent's single keep-alive connection; `chunked`: no Content-Length, the body streamed. */
function send(method: string, path: string, body?: string, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (body !== undefined && !chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
    req.end();
  });
}

const oversized = JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'wrong12345' });

describe('a refused oversized body on a keep-alive connection', () => {
  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])('%s: answered 413 with Connection: close, and the next request on the agent is answered', async (_, chunked) => {
    const refused = await send('POST', '/api/login', oversized, chunked);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).message).toBe('The request is too large.');
    expect(refused.connection).toBe('close');
    const next = await send('GET', '/api/general');
    expect(next.status).toBe(200);
  });

  it('a body within the limit keeps its connection alive', async () => {
    const r = await send('POST', '/api/login', JSON.stringify({ username: 'nosuchplayer', password: 'wrong12345' }));
    expect(r.status).toBe(401);
    expect(r.connection).toBe('keep-alive');
  });
});
