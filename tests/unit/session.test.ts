import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The session store against a faked IndexedDB (idb-keyval over a Map) and a faked BroadcastChannel
 * that delivers to the other channels of the same name, like tabs of one browser.
 */
const disk = new Map<string, string>();
let failStorage = false;

vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  getMany: async (keys: string[]) => {
    if (failStorage) throw new Error('refused');
    return keys.map((k) => disk.get(k));
  },
  setMany: async (entries: [string, string][]) => {
    if (failStorage) throw new Error('refused');
    for (const [k, v] of entries) disk.set(k, v);
  },
  delMany: async (keys: string[]) => {
    if (failStorage) throw new Error('refused');
    for (const k of keys) disk.delete(k);
  },
}));

class FakeChannel {
  static all: FakeChannel[] = [];
  onmessage: ((ev: MessageEvent) => void) | null = null;
  sent: unknown[] = [];
  constructor(readonly name: string) {
    FakeChannel.all.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
    for (const other of FakeChannel.all) {
      if (other !== this && other.name === this.name) other.onmessage?.({ data: structuredClone(data) } as MessageEvent);
    }
  }
  close() {
    FakeChannel.all = FakeChannel.all.filter((c) => c !== this);
  }
}

type Store = typeof import('../../src/session');
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('../../src/session');
}

beforeEach(() => {
  disk.clear();
  failStorage = false;
  FakeChannel.all = [];
  vi.stubGlobal('BroadcastChannel', FakeChannel);
});
afterEach(() => vi.unstubAllGlobals());

describe('a change while the session is still being read', () => {
  it('waits for the read: the other tabs never get a session without the stored token', async () => {
    disk.set('token', 'abc');
    disk.set('username', 'demo');
    const other = new FakeChannel('taka-session');
    const got: unknown[] = [];
    other.onmessage = (ev) => got.push(ev.data);
    const s = await freshStore();
    const loaded = s.loadSession();
    const write = s.setSession({ whatsapp: '8801' });
    await Promise.all([loaded, write]);
    expect(got).toEqual([{ token: 'abc', username: 'demo', whatsapp: '8801' }]);
    expect(s.getSession()).toEqual({ token: 'abc', username: 'demo', whatsapp: '8801' });
  });
});

describe('load', () => {
  it('reads every spec key from storage before the first render, ignoring anything else', async () => {
    disk.set('token', 'abc');
    disk.set('remote_id', '7');
    disk.set('popup', '1');
    disk.set('unrelated', 'x');
    const s = await freshStore();
    expect(s.getSession()).toEqual({});
    const loaded = await s.loadSession();
    expect(loaded).toEqual({ token: 'abc', remote_id: '7', popup: '1' });
    expect(s.getSession()).toBe(loaded);
    expect(s.isLoggedIn()).toBe(true);
  });

  it('runs with an empty in-memory session when storage is refused', async () => {
    failStorage = true;
    const s = await freshStore();
    await expect(s.loadSession()).resolves.toEqual({});
    await s.setSession({ token: 't' });
    expect(s.getSession().token).toBe('t');
  });

  it('login state is the presence of a token', async () => {
    const s = await freshStore();
    expect(s.isLoggedIn({})).toBe(false);
    expect(s.isLoggedIn({ token: '' })).toBe(false);
    expect(s.isLoggedIn({ username: 'x' })).toBe(false);
    expect(s.isLoggedIn({ token: 'x' })).toBe(true);
  });
});

describe('set and clear', () => {
  it('updates memory at once, writes storage and tells listeners', async () => {
    const s = await freshStore();
    await s.loadSession();
    const seen: unknown[] = [];
    const off = s.subscribeSession((x) => seen.push(x));
    await s.setSession({ token: 't1', username: 'u1' });
    expect(s.getSession()).toEqual({ token: 't1', username: 'u1' });
    expect(disk.get('token')).toBe('t1');
    expect(seen).toEqual([{ token: 't1', username: 'u1' }]);
    off();
    await s.setSession({ popup: '0' });
    expect(seen).toHaveLength(1);
    expect(s.getSession()).toEqual({ token: 't1', username: 'u1', popup: '0' });
  });

  it('clears only the keys asked for, or all of them', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.setSession({ token: 't', referral_code: 'R', whatsapp: 'w' });
    await s.clearSession(['token']);
    expect(s.getSession()).toEqual({ referral_code: 'R', whatsapp: 'w' });
    expect(disk.has('token')).toBe(false);
    await s.clearSession();
    expect(s.getSession()).toEqual({});
    expect(disk.size).toBe(0);
  });

  it('a new object on every change, so React sees it', async () => {
    const s = await freshStore();
    await s.loadSession();
    const before = s.getSession();
    await s.setSession({ popup: '1' });
    expect(s.getSession()).not.toBe(before);
  });
});

describe('login, sign-up and logout actions (spec 4)', () => {
  const result = { token: 'tok', remote_id: '42', username: 'player1', exchange: [{ token: 'ex' }] };

  it('login stores token, remote_id, username, exchangeToken, popup=1, regPopup=0', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin(result);
    expect(s.getSession()).toEqual({ token: 'tok', remote_id: '42', username: 'player1', exchangeToken: 'ex', popup: '1', regPopup: '0' });
    expect(disk.get('exchangeToken')).toBe('ex');
  });

  it('sign-up sets regPopup=1', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin(result, { regPopup: '1' });
    expect(s.getSession().regPopup).toBe('1');
    expect(s.getSession().popup).toBe('1');
  });

  it('an empty exchange list stores an empty exchange token', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin({ ...result, exchange: [] });
    expect(s.getSession().exchangeToken).toBe('');
  });

  it('logout clears token, balance, remote id, username, exchange token and agent code, and keeps the rest', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin(result);
    await s.setSession({ balance: '10.00', agent_code: 'AG', referral_code: 'REF', whatsapp: 'wa', liveChat: 'lc' });
    const removeQueries = vi.fn();
    const go = vi.fn();
    await s.endSession('logout', { queryClient: { removeQueries }, go });
    expect(s.getSession()).toEqual({ popup: '1', regPopup: '0', referral_code: 'REF', whatsapp: 'wa', liveChat: 'lc' });
    expect(removeQueries).toHaveBeenCalledWith({ queryKey: ['private'] });
    expect(go).toHaveBeenCalledOnce();
    for (const k of ['token', 'balance', 'remote_id', 'username', 'exchangeToken', 'agent_code']) expect(disk.has(k)).toBe(false);
    expect([...s.LOGOUT_KEYS].sort()).toEqual(['agent_code', 'balance', 'exchangeToken', 'remote_id', 'token', 'username']);
  });

  it('a refused token clears every stored key', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin(result);
    await s.setSession({ referral_code: 'REF', whatsapp: 'wa' });
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/deposit', search: '', assign } });
    const removeQueries = vi.fn();
    await s.endSession('refused', { queryClient: { removeQueries } });
    expect(s.getSession()).toEqual({});
    expect(disk.size).toBe(0);
    expect(removeQueries).toHaveBeenCalledWith({ queryKey: ['private'] });
    expect(assign).toHaveBeenCalledWith('/'); // home by a full load
  });

  it('sign-up clears the stored link codes', () => {
    return freshStore().then((s) => expect([...s.LINK_CODE_KEYS].sort()).toEqual(['affiliate_code', 'agent_code', 'referral_code']));
  });
});
