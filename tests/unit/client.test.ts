import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, call, configureClient, errorText } from '../../src/api';
import { endpoint } from '../../src/api/calls/define';

/** The one HTTP client, against a faked fetch: every failure becomes a typed ApiError. */
type FetchArgs = [string, RequestInit];
let calls: FetchArgs[] = [];
let answer: (url: string, init: RequestInit) => Promise<Response>;
const onUnauthorized = vi.fn();
let token: string | null = null;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  token = null;
  onUnauthorized.mockReset();
  answer = async () => json({});
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return answer(url, init);
  });
  configureClient({ getToken: () => token, onUnauthorized });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const balanceOk = { balance: '5000.00', bonus_balance: '0.00' };
const headersOf = (i = 0) => (calls[i]?.[1].headers ?? {}) as Record<string, string>;

describe('success', () => {
  it('parses the answer with the contract schema (numbers normalised to money strings)', async () => {
    token = 't0k';
    answer = async () => json({ balance: 12.5 });
    await expect(call(api.balance)).resolves.toMatchObject({ balance: '12.50' });
  });

  it('lets extra fields pass', async () => {
    token = 't0k';
    answer = async () => json({ ...balanceOk, currency: 'BDT', extra: { nested: true } });
    const r = await call(api.balance);
    expect(r).toMatchObject({ balance: '5000.00', currency: 'BDT', extra: { nested: true } });
  });

  it('sends a JSON body with POST and none with GET', async () => {
    answer = async () => json({ token: 'a', remote_id: 7, username: 'u', exchange: [{ token: 'x' }] });
    const r = await call(api.login, { body: { username: 'u', password: 'p' } });
    expect(r.remote_id).toBe('7');
    expect(calls[0]?.[1].method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1].body))).toEqual({ username: 'u', password: 'p' });
    expect(headersOf()['Content-Type']).toBe('application/json');
    answer = async () => json([]);
    await call(api.logo);
    expect(calls[1]?.[1].method).toBe('GET');
    expect(calls[1]?.[1].body).toBeUndefined();
  });

  it('sends the login call with credentials (its device cookie, on another origin too) and every other call without', async () => {
    answer = async () => json({ token: 'a', remote_id: 7, username: 'u', exchange: [{ token: 'x' }] });
    await call(api.login, { body: { username: 'u', password: 'p' } });
    expect(calls[0]?.[1].credentials).toBe('include');
    token = 't0k';
    answer = async () => json(balanceOk);
    await call(api.balance);
    answer = async () => json([]);
    await call(api.logo);
    expect(calls.slice(1).map(([, init]) => init.credentials)).toEqual(['omit', 'omit']);
    const withCookies = Object.entries(api).filter(([, ep]) => (ep as { credentials?: string }).credentials === 'include');
    expect(withCookies.map(([name]) => name)).toEqual(['login']);
  });

  it('builds the URL from path parameters and query, skipping empty values', () => {
    const url = buildUrl(api.promotionDetail, { params: { id: 5 } });
    expect(new URL(url).pathname).toBe('/api/promotions/5');
    const q = new URL(buildUrl(api.games, { query: { type: 'SLOT', system: undefined } }));
    expect(q.pathname).toBe('/api/get-games');
    expect(q.searchParams.get('type')).toBe('SLOT');
    expect(q.searchParams.has('system')).toBe(false);
    expect(() => buildUrl(api.promotionDetail, {})).toThrow(/missing path parameter id/);
  });
});

describe('bearer token only when the endpoint says so', () => {
  it('never sends it to an auth:none call, even when logged in', async () => {
    token = 'secret';
    answer = async () => json([]);
    await call(api.logo);
    await call(api.promotions);
    expect(headersOf(0).Authorization).toBeUndefined();
    expect(headersOf(1).Authorization).toBeUndefined();
  });

  it('sends it to an optional call only when logged in', async () => {
    answer = async () => json([]);
    await call(api.paymentMethods);
    expect(headersOf(0).Authorization).toBeUndefined();
    token = 'secret';
    await call(api.paymentMethods);
    expect(headersOf(1).Authorization).toBe('Bearer secret');
  });

  it('sends it to a required call, and refuses to call at all without one', async () => {
    token = 'secret';
    answer = async () => json(balanceOk);
    await call(api.balance);
    expect(headersOf(0).Authorization).toBe('Bearer secret');
    token = null;
    const err = await call(api.balance).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('unauthorized');
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the token passed in the options instead of the stored one', async () => {
    token = 'stored';
    answer = async () => json(balanceOk);
    await call(api.balance, {}, { token: 'worker' });
    expect(headersOf().Authorization).toBe('Bearer worker');
  });
});

describe('error mapping', () => {
  it('network failure', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const err = (await call(api.logo).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('network');
    expect(err.isNetwork).toBe(true);
    expect(errorText(err, 'Invalid credentials', 'Network error, please try again later')).toBe('Network error, please try again later');
  });

  it('offline when the browser says so', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const err = (await call(api.logo).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('offline');
    expect(err.isNetwork).toBe(true);
  });

  it('timeout: the request is aborted after timeoutMs', async () => {
    answer = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const started = Date.now();
    const err = (await call(api.logo, {}, { timeoutMs: 30 }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('timeout');
    expect(err.isNetwork).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a caller's own abort is passed through, not turned into a network error", async () => {
    answer = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const ctl = new AbortController();
    const p = call(api.logo, {}, { signal: ctl.signal });
    ctl.abort();
    const err = await p.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('http error with the server message surfaced', async () => {
    answer = async () => json({ message: 'Invalid credentials' }, 401);
    const err = (await call(api.login, { body: { username: 'u', password: 'p' } }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('http');
    expect(err.status).toBe(401);
    expect(err.fromServer).toBe(true);
    expect(err.message).toBe('Invalid credentials');
    expect(errorText(err, 'fallback')).toBe('Invalid credentials');
    // a 401 on a call without a token is a refusal, not a lost session
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('http error without a message: the screen fallback is shown', async () => {
    answer = async () => new Response('<html>oops</html>', { status: 500 });
    const err = (await call(api.logo).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('http');
    expect(err.status).toBe(500);
    expect(err.fromServer).toBe(false);
    expect(err.messageOr('Failed to fetch games')).toBe('Failed to fetch games');
  });

  it('keeps the answer body (field errors of a 422) on the error', async () => {
    answer = async () => json({ message: 'The given data was invalid.', errors: { username: ['taken'] } }, 422);
    const err = (await call(api.signup, {
      body: { username: 'u', password: 'p', confirmPassword: 'p', name: 'n', phone: '1', email: 'e' },
    }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(422);
    expect((err.body as { errors: Record<string, string[]> }).errors.username).toEqual(['taken']);
  });

  it('401 on a call sent with a token calls onUnauthorized and rejects as unauthorized', async () => {
    token = 'revoked';
    answer = async () => json({ message: 'Unauthenticated.' }, 401);
    const err = (await call(api.balance).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('unauthorized');
    expect(err.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBe(api.balance);
  });

  it('wrong shape becomes a shape error, never a crash', async () => {
    token = 't';
    answer = async () => json({ balance: { amount: 5 } });
    const err = (await call(api.balance).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('shape');
    expect(err.body).toEqual({ balance: { amount: 5 } });
    answer = async () => new Response('not json', { status: 200 });
    expect(((await call(api.logo).catch((e: unknown) => e)) as ApiError).kind).toBe('shape');
    answer = async () => json({ not: 'a list' });
    expect(((await call(api.logo).catch((e: unknown) => e)) as ApiError).kind).toBe('shape');
  });

  it('errorText falls back for something that is not an ApiError', () => {
    expect(errorText(new Error('boom'), 'answer fallback', 'network fallback')).toBe('network fallback');
  });
});

describe('text answers', () => {
  it('are read as text and parsed with the schema', async () => {
    const board = endpoint({ method: 'GET', path: '/api/score', host: 'sports', auth: 'none', response: v.string(), responseType: 'text' });
    answer = async () => new Response('<b>score</b>', { status: 200 });
    await expect(call(board)).resolves.toBe('<b>score</b>');
    expect(headersOf().Accept).toContain('text/html');
  });
});
