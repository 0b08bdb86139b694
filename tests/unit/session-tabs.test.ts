import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBroadcastChannel } from './fakes/broadcast-channel';

/**
 * One session across the tabs of a browser: the session store against a faked IndexedDB (idb-keyval
 * over a Map) and a faked BroadcastChannel that delivers to the other channels of the same name.
 */
const disk = new Map<string, string>();

vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  getMany: async (keys: string[]) => keys.map((k) => disk.get(k)),
  setMany: async (entries: [string, string][]) => {
    for (const [k, v] of entries) disk.set(k, v);
  },
  delMany: async (keys: string[]) => {
    for (const k of keys) disk.delete(k);
  },
}));

type Store = typeof import('../../src/session');
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('../../src/session');
}
const login = { token: 'tok', remote_id: '1', username: 'u', exchange: [] };
/** what was posted on the session channel (what every other tab receives) */
const posted = () => FakeBroadcastChannel.sent.filter((m) => m.name === 'taka-session').map((m) => m.data);

beforeEach(() => {
  disk.clear();
  FakeBroadcastChannel.reset();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});
afterEach(() => vi.unstubAllGlobals());

describe('across tabs', () => {
  it('broadcasts every change to the other tabs', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.setSession({ token: 't' });
    await s.endSession('logout', { queryClient: { removeQueries: () => undefined }, go: () => undefined });
    expect(posted()).toEqual([{ token: 't' }, {}]);
  });

  it('takes the session another tab sends', async () => {
    const s = await freshStore();
    await s.loadSession();
    const seen: unknown[] = [];
    s.subscribeSession((x) => seen.push(x));
    const otherTab = new FakeBroadcastChannel('taka-session');
    otherTab.postMessage({ token: 'tok', remote_id: '1', username: 'u', exchangeToken: '', popup: '1', regPopup: '0' });
    await vi.waitFor(() => expect(s.getSession().token).toBe('tok'));
    expect(s.isLoggedIn()).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('a logout in another tab ends the session here through endSession: the private answers go, the public stay, home', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin(login);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['private', 'balance'], { balance: '10.00' });
    queryClient.setQueryData(['general'], { site_title: 'TakaPlay' });
    const go = vi.fn();
    s.endWithOtherTabs({ queryClient, go });
    // the other tab's logout (clearSession(LOGOUT_KEYS)) as its store broadcasts it
    new FakeBroadcastChannel('taka-session').postMessage({ popup: '1', regPopup: '0' });
    await vi.waitFor(() => expect(go).toHaveBeenCalledOnce());
    expect(s.isLoggedIn()).toBe(false);
    expect(queryClient.getQueryData(['private', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(['general'])).toEqual({ site_title: 'TakaPlay' });
    // nothing stored is changed here: the other tab stored its logout
    expect(disk.get('token')).toBe('tok');
  });

  it('another login in another tab ends this session too; a change that keeps the token ends nothing', async () => {
    const s = await freshStore();
    await s.loadSession();
    await s.saveLogin(login);
    const removeQueries = vi.fn();
    const go = vi.fn();
    s.endWithOtherTabs({ queryClient: { removeQueries }, go });
    const otherTab = new FakeBroadcastChannel('taka-session');
    otherTab.postMessage({ ...s.getSession(), balance: '5.00' });
    await vi.waitFor(() => expect(s.getSession().balance).toBe('5.00'));
    expect(removeQueries).not.toHaveBeenCalled();
    otherTab.postMessage({ token: 'other', remote_id: '2', username: 'v' });
    await vi.waitFor(() => expect(removeQueries).toHaveBeenCalledWith({ queryKey: ['private'] }));
    expect(go).toHaveBeenCalledOnce();
  });

  it('works without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const s = await freshStore();
    await s.loadSession();
    await s.setSession({ token: 'x' });
    expect(s.getSession().token).toBe('x');
  });
});
