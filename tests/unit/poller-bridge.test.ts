// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollerBridge } from '../../src/poller/bridge';
import { LEADER_LOCK, type FromWorker, type ToWorker } from '../../src/poller/protocol';
import type { PollJob } from '../../src/poller/types';
import { FakeBroadcastChannel } from './fakes/broadcast-channel';
import { FakeLocks } from './fakes/web-locks';

const session = vi.hoisted(() => ({ token: 'tok' as string | undefined, ended: [] as string[] }));
vi.mock('../../src/session', () => ({
  getSession: () => ({ token: session.token }),
  subscribeSession: () => () => {},
  endSession: async (reason: string, o: { queryClient: QueryClient; go: () => unknown }) => {
    session.ended.push(reason);
    await Promise.resolve(); // the stored session is cleared asynchronously, as IndexedDB does
    session.token = undefined;
    o.queryClient.removeQueries({ queryKey: ['private'] });
    await o.go();
  },
}));

const BALANCE: PollJob = { id: 'balance', intervalMs: 10_000, private: true, calls: [{ endpoint: 'balance', queryKey: ['private', 'balance'] }] };
const ODDS: PollJob = {
  id: 'odds',
  intervalMs: 300,
  private: false,
  calls: [{ endpoint: 'matchOdds', params: { marketId: '1.2' }, queryKey: ['sports', 'matchOdds', '1.2'] }],
};

/** One tab of the browser: its own query cache, visibility and (when it leads) fake worker. */
function openTab(name: string) {
  const channelsBefore = new Set(FakeBroadcastChannel.open);
  const tab = {
    name,
    qc: new QueryClient(),
    visible: true,
    wentHome: 0,
    /** what the bridge sent its worker (only while this tab leads) */
    posts: [] as ToWorker[],
    worker: undefined as ((m: FromWorker) => void) | undefined,
    bridge: undefined as unknown as PollerBridge,
    running: () => tab.posts.at(-1)?.jobs.map((j) => j.id) ?? [],
    channel: undefined as FakeBroadcastChannel | undefined,
  };
  tab.bridge = new PollerBridge({
    queryClient: tab.qc,
    dataSaver: () => false,
    goHome: () => {
      tab.wentHome += 1;
    },
    visible: () => tab.visible,
    startTarget: (onMessage) => {
      tab.worker = onMessage;
      return { post: (m) => tab.posts.push(m) };
    },
  });
  tab.channel = [...FakeBroadcastChannel.open].find((c) => !channelsBefore.has(c));
  return tab;
}

describe('poller bridge across tabs (fake Web Locks and BroadcastChannel)', () => {
  let locks: FakeLocks;
  beforeEach(() => {
    FakeBroadcastChannel.reset();
    locks = new FakeLocks();
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    session.token = 'tok';
    session.ended = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('one tab leads and runs the jobs every visible tab wants; a hidden tab’s jobs stop', async () => {
    const a = openTab('a');
    await vi.waitFor(() => expect(a.bridge.isLeader()).toBe(true));
    const b = openTab('b');
    a.bridge.add(BALANCE);
    b.bridge.add(ODDS);
    await vi.waitFor(() => expect(a.running()).toEqual(['balance', 'odds']));
    expect(b.bridge.isLeader()).toBe(false);
    expect(b.posts).toEqual([]); // the other tab starts no worker of its own
    expect(a.posts.at(-1)?.token).toBe('tok');

    b.visible = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(a.running()).toEqual(['balance']));
  });

  it("the leader's answers land in every tab's cache; a tab that subscribes later gets the last one at once", async () => {
    const a = openTab('a');
    await vi.waitFor(() => expect(a.bridge.isLeader()).toBe(true));
    const b = openTab('b');
    a.bridge.add(ODDS);
    b.bridge.add(ODDS);
    await vi.waitFor(() => expect(a.running()).toEqual(['odds']));
    a.worker?.({ type: 'data', jobId: 'odds', updates: [{ queryKey: ['sports', 'matchOdds', '1.2'], data: { price: 1.9 } }] });
    expect(a.qc.getQueryData(['sports', 'matchOdds', '1.2'])).toEqual({ price: 1.9 });
    await vi.waitFor(() => expect(b.qc.getQueryData(['sports', 'matchOdds', '1.2'])).toEqual({ price: 1.9 }));

    const c = openTab('c');
    c.bridge.add(ODDS); // the worker posts changes only: this tab would wait for the next change without the replay
    await vi.waitFor(() => expect(c.qc.getQueryData(['sports', 'matchOdds', '1.2'])).toEqual({ price: 1.9 }));
  });

  it('answers are not copied to other tabs while the leader is alone', async () => {
    const a = openTab('a');
    await vi.waitFor(() => expect(a.bridge.isLeader()).toBe(true));
    a.bridge.add(ODDS);
    a.worker?.({ type: 'data', jobId: 'odds', updates: [{ queryKey: ['sports', 'matchOdds', '1.2'], data: 1 }] });
    expect(FakeBroadcastChannel.sent.filter((s) => (s.data as { type: string }).type === 'data')).toEqual([]);
  });

  it('when the leader closes, the next tab leads and runs the jobs it wants', async () => {
    const a = openTab('a');
    await vi.waitFor(() => expect(a.bridge.isLeader()).toBe(true));
    const b = openTab('b');
    b.bridge.add(BALANCE);
    await vi.waitFor(() => expect(a.running()).toEqual(['balance']));
    // the browser closes tab a: its channel goes and its lock passes on to the tab that waited
    a.channel?.close();
    locks.closeHolder(LEADER_LOCK);
    await vi.waitFor(() => expect(b.bridge.isLeader()).toBe(true));
    expect(b.running()).toEqual(['balance']);
  });

  it('a 401 on a private job ends the session once, in every tab, and no private answer is replayed after it', async () => {
    const a = openTab('a');
    await vi.waitFor(() => expect(a.bridge.isLeader()).toBe(true));
    const b = openTab('b');
    a.bridge.add(BALANCE);
    b.bridge.add(BALANCE);
    await vi.waitFor(() => expect(a.running()).toEqual(['balance']));
    a.worker?.({ type: 'data', jobId: 'balance', updates: [{ queryKey: ['private', 'balance'], data: { balance: '5.00' } }] });
    await vi.waitFor(() => expect(b.qc.getQueryData(['private', 'balance'])).toEqual({ balance: '5.00' }));

    // two refusals before the session is cleared (two jobs, or a round that overlapped the logout)
    a.worker?.({ type: 'error', jobId: 'balance', unauthorized: true, message: 'Unauthenticated.' });
    a.worker?.({ type: 'error', jobId: 'balance', unauthorized: true, message: 'Unauthenticated.' });
    await vi.waitFor(() => expect(b.wentHome).toBe(1));
    expect(a.wentHome).toBe(1);
    expect(session.ended).toEqual(['refused', 'elsewhere']);
    expect(b.qc.getQueryData(['private', 'balance'])).toBeUndefined();

    session.token = 'next-player';
    const sentBefore = FakeBroadcastChannel.sent.length;
    const c = openTab('c');
    c.bridge.add(BALANCE);
    // the leader answers a new tab's state at once: with its jobs for the worker, and what it knows of them
    await vi.waitFor(() => expect(a.posts.at(-1)).toMatchObject({ token: 'next-player', jobs: [{ id: 'balance' }] }));
    expect(FakeBroadcastChannel.sent.slice(sentBefore).map((m) => (m.data as { type: string }).type)).not.toContain('data');
    expect(c.qc.getQueryData(['private', 'balance'])).toBeUndefined();
  });

  it('a refused public job does not log out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = openTab('a');
    await vi.waitFor(() => expect(a.bridge.isLeader()).toBe(true));
    a.bridge.add(ODDS);
    a.worker?.({ type: 'error', jobId: 'odds', unauthorized: true, message: 'no' });
    expect(session.ended).toEqual([]);
    expect(warn).toHaveBeenCalledWith('poll odds failed: no');
    warn.mockRestore();
  });

  it('without BroadcastChannel a tab polls for itself', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const a = openTab('a');
    const b = openTab('b');
    expect(a.bridge.isLeader() && b.bridge.isLeader()).toBe(true);
  });
});
