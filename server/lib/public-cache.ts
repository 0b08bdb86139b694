import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { type Db, one } from '../db/client';
import { preferredEncoding } from './compression';

interface Kept {
  version: number;
  etag: string;
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

/** Distinct addresses (path and query) kept; past this the oldest goes. */
const MAX_KEPT = 256;

/** The games catalogue's version: it changes with every change of the games table (migration 018). */
export async function catalogueVersion(db: Db): Promise<number> {
  return Number((await one<{ version: number }>(db, 'SELECT version FROM catalogue_version WHERE id = 1'))?.version ?? 0);
}

/** A 200 answer of one address kept with its ETag and compressed copies. */
async function keep(res: Response, version: number): Promise<Kept> {
  const identity = new Uint8Array(await res.arrayBuffer());
  return {
    version,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    type: res.headers.get('Content-Type') ?? 'application/json',
    identity,
    gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
    br: new Uint8Array(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * The kept copy as an answer. Its headers are a Headers object, not a record: the Node adapter's
 * Response keeps edits made through `.headers` (CORS here, security headers after) only in a copy of
 * a record, and rebuilds the answer from the record when its body is read (compressLarge does), so
 * the answer that filled the copy went without them; a split-host app's first call failed on CORS.
 */
function answer(k: Kept, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Response {
  const headers = new Headers({ ETag: k.etag, Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' });
  if (matches(ifNoneMatch, k.etag)) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(acceptEncoding, ['br', 'gzip']);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Type', k.type);
  return new Response(encoding ? k[encoding] : k.identity, { status: 200, headers });
}

/** `res` with the headers of `earlier` it has not set itself (the body's own headers stay the kept copy's). */
function withHeaders(res: Response, earlier: Headers): Response {
  earlier.forEach((value, name) => {
    if (name.startsWith('content-') || name === 'etag' || name === 'cache-control') return;
    if (name === 'vary')
      res.headers.set(
        'Vary',
        [...new Set([...value.split(','), ...(res.headers.get('Vary') ?? '').split(',')].map((v) => v.trim()).filter(Boolean))].join(', '),
      );
    else if (!res.headers.has(name)) res.headers.set(name, value);
  });
  return res;
}

/**
 * Public answers that change only with their data (the games catalogue): each address's answer is
 * made once per `version` and kept with its ETag and a gzip and a brotli copy. A request with the
 * ETag gets 304; others get the copy their Accept-Encoding takes, compressed once rather than per
 * request. Browsers may keep the answer but must ask again each time (no-cache).
 */
export function publicCache(version: () => Promise<number>): MiddlewareHandler {
  const kept = new Map<string, Kept>();
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const now = await version();
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const found = kept.get(key);
    if (found && found.version === now) return answer(found, c.req.header('If-None-Match'), c.req.header('Accept-Encoding'));
    await next();
    if (c.res.status !== 200) return;
    const k = await keep(c.res, now);
    kept.delete(key);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, k);
    // the handler's answer is the context's already: replaced (not merged, its body is read), not
    // returned; what earlier middleware put on it (CORS for a split-host app) goes on the new one
    const earlier = c.res.headers;
    c.res = undefined;
    c.res = withHeaders(answer(k, c.req.header('If-None-Match'), c.req.header('Accept-Encoding')), earlier);
  };
}
