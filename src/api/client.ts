import * as v from 'valibot';
import { callUrl } from './call-url';
import { apiConfig } from './config';
import { earlyOrFetch } from './early';
import type { AnyEndpoint, BodyOf, QueryOf, ResultOf } from './calls/define';
import { ApiError } from './errors';

/** The session layer plugs in here, so the client needs no React and no storage of its own. */
interface ClientHooks {
  getToken: () => string | null | undefined;
  onUnauthorized: (endpoint: AnyEndpoint) => void;
  /** what every answer waits for before it is handed over (a prerendered page's hydration: src/boot/hydrate.tsx) */
  held: () => Promise<void> | undefined;
}
let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {}, held: () => undefined };

export function configureClient(h: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...h };
}

export interface CallInput<E> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** override the stored token (the worker poller passes its own) */
  token?: string | null;
}

export function buildUrl(ep: AnyEndpoint, input: { params?: Record<string, string | number>; query?: unknown }): string {
  const base = ep.host === 'sports' ? apiConfig.sportsBase() : apiConfig.platformBase();
  const path = ep.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${ep.path}`);
    return encodeURIComponent(String(value));
  });
  return callUrl(path, base, input.query);
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return undefined;
}

/** One call, parsed with its contract schema. Rejects only with ApiError. */
export async function call<E extends AnyEndpoint>(ep: E, input: CallInput<E> = {}, opts: CallOptions = {}): Promise<ResultOf<E>> {
  try {
    return await request(ep, input, opts);
  } finally {
    await hooks.held();
  }
}

async function request<E extends AnyEndpoint>(ep: E, input: CallInput<E>, opts: CallOptions): Promise<ResultOf<E>> {
  const token = opts.token !== undefined ? opts.token : hooks.getToken();
  const accept = { json: 'application/json', text: 'text/html, text/plain', blob: 'image/*' }[ep.responseType ?? 'json'];
  const headers: Record<string, string> = { Accept: accept };
  if (ep.auth === 'required' && !token) throw new ApiError('unauthorized', 'User not logged in');
  if (ep.auth !== 'none' && token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if ((input.body as unknown) instanceof FormData)
    body = input.body as FormData; // multipart: the browser writes its Content-Type
  else if (ep.method !== 'GET' && ep.method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body ?? {});
  }

  const url = buildUrl(ep, input);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? apiConfig.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;

  let res: Response;
  try {
    const init = { method: ep.method, headers, body, signal, credentials: ep.credentials ?? 'omit' } as const;
    // a public answer index.html already asked for is taken instead of asking twice
    res = ep.auth === 'none' ? await earlyOrFetch(url, init) : await fetch(url, init);
  } catch (e) {
    clearTimeout(timer);
    if (timeout.signal.aborted) throw new ApiError('timeout', 'Request timed out');
    if (opts.signal?.aborted) throw e;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(offline ? 'offline' : 'network', 'Network error');
  }

  let parsed: unknown;
  try {
    if (ep.responseType === 'blob' && res.ok) parsed = await res.blob();
    else {
      const text = await res.text();
      parsed = ep.responseType === 'text' ? text : text ? JSON.parse(text) : undefined;
    }
  } catch {
    parsed = undefined;
  } finally {
    clearTimeout(timer);
  }

  if (!res.ok) {
    const msg = serverMessage(parsed);
    if (res.status === 401 && ep.auth !== 'none') {
      hooks.onUnauthorized(ep);
      throw new ApiError('unauthorized', msg ?? 'Unauthorized', { status: 401, fromServer: !!msg, body: parsed });
    }
    throw new ApiError('http', msg ?? `HTTP ${res.status}`, { status: res.status, fromServer: !!msg, body: parsed });
  }

  const result = v.safeParse(ep.response, parsed);
  if (!result.success) {
    throw new ApiError('shape', 'Unexpected answer', { status: res.status, body: parsed });
  }
  return result.output as ResultOf<E>;
}
