import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
const MIN_COMPRESS_BYTES = 1024;

/** The first of `offered` the Accept-Encoding header takes (q > 0), in the order offered. */
export function preferredEncoding<E extends string>(accept: string | undefined, offered: E[]): E | undefined {
  if (!accept) return undefined;
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qv = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    q.set(name.trim(), qv === undefined ? 1 : Number(qv));
  }
  return offered.find((e) => (q.get(e) ?? q.get('*') ?? 0) > 0);
}

/**
 * Hono's compress middleware, for answers worth it, and JSON answers written out whole. Its threshold
 * reads Content-Length, which a JSON answer (c.json) does not carry; and each c.header() called after
 * a handler (security headers, Cache-Control) turns the answer's body into a stream, which the Node
 * adapter writes chunk by chunk. A JSON answer is read back here and given its length: a small one
 * goes as it is, in one write, without a compression stream per request.
 */
export function compressLarge(): MiddlewareHandler {
  const gz = compress({ threshold: MIN_COMPRESS_BYTES });
  return (c, next) =>
    gz(c, async () => {
      await next();
      const res = c.res;
      if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.headers.has('Content-Length')) return;
      if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
      // headers first: the Node adapter's Response rebuilt for its body can lose edits made to them
      const headers = new Headers(res.headers);
      const body = new Uint8Array(await res.arrayBuffer());
      headers.set('Content-Length', String(body.byteLength));
      // set anew rather than merged into the old answer (whose body is read)
      c.res = undefined;
      c.res = new Response(body, { status: res.status, headers });
    });
}
