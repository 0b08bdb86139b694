import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeUpdates } from '../../src/poller/cache-writes';
import { electLeader, webLocks } from '../../src/poller/leader';
import { LEADER_LOCK, POLL_CHANNEL, type TabMessage } from '../../src/poller/protocol';
import { Replay } from '../../src/poller/replay';
import { openTabChannel } from '../../src/poller/tab-channel';
import { TabRegistry } from '../../src/poller/tabs';
import type { PollJob } from '../../src/poller/types';
import { FakeBroadcastChannel } from './fakes/broadcast-channel';
import { FakeLocks } from './fakes/web-locks';

const job = (id: string, queryKey: unknown[], isPrivate = false): PollJob => ({
  id,
  intervalMs: 1000,
  private: isPrivate,
  calls: [{ endpoint: 'general', queryKey }],
});

describe('leader election (Web Locks)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('one tab leads; when it closes, the next tab that waited takes over', async () => {
    const locks = new FakeLocks();
    const led: string[] = [];
    for (const tab of ['a', 'b', 'c']) electLeader(locks as unknown as LockManager, () => led.push(tab));
    await vi.waitFor(() => expect(led).toEqual(['a']));
    expect(locks.waiters(LEADER_LOCK)).toBe(2);
    locks.closeHolder(LEADER_LOCK);
    await vi.waitFor(() => expect(led).toEqual(['a', 'b']));
    locks.closeHolder(LEADER_LOCK);
    await vi.waitFor(() => expect(led).toEqual(['a', 'b', 'c']));
    expect(locks.isHeld(LEADER_LOCK)).toBe(true); // the last leader holds it for as long as it lives
  });

  it('without Web Locks every tab leads itself, at once', () => {
    const led: string[] = [];
    electLeader(undefined, () => led.push('a'));
    electLeader(undefined, () => led.push('b'));
    expect(led).toEqual(['a', 'b']);
  });

  it("reads the browser's navigator.locks", () => {
    const locks = new FakeLocks();
    vi.stubGlobal('navigator', { locks });
    expect(webLocks()).toBe(locks);
    vi.stubGlobal('navigator', {});
    expect(webLocks()).toBeUndefined();
  });
});

describe('the tabs channel (BroadcastChannel)', () => {
  beforeEach(() => FakeBroadcastChannel.reset());
  afterEach(() => vi.unstubAllGlobals());

  it("a message reaches every other tab of the poller's channel, not the sender, as a copy", async () => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    const got: Record<string, TabMessage[]> = { a: [], b: [], c: [] };
    const a = openTabChannel((m) => got.a?.push(m));
    openTabChannel((m) => got.b?.push(m));
    openTabChannel((m) => got.c?.push(m));
    const m: TabMessage = { type: 'data', updates: [{ queryKey: ['general'], data: { site_status: 1 } }] };
    a?.send(m);
    await vi.waitFor(() => expect(got.c).toHaveLength(1));
    expect(got).toEqual({ a: [], b: [m], c: [m] });
    expect(got.b?.[0]).not.toBe(m);
    expect(FakeBroadcastChannel.sent[0]?.name).toBe(POLL_CHANNEL);
  });

  it('is absent where there is no BroadcastChannel (the tab then runs alone)', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(openTabChannel(() => {})).toBeUndefined();
  });
});

describe('tab registry', () => {
  it('runs the union of the visible tabs’ jobs, private ones only with a token, and knows when others are there', () => {
    const tabs = new TabRegistry();
    tabs.reset('me', { jobs: [job('odds', ['sports', 'matchOdds', '1'])], visible: true });
    expect(tabs.shared()).toBe(false);
    tabs.set('other', { jobs: [job('balance', ['private', 'balance'], true), job('odds', ['sports', 'matchOdds', '1'])], visible: true });
    expect(tabs.shared()).toBe(true);
    expect(tabs.jobs(true).map((j) => j.id)).toEqual(['odds', 'balance']);
    expect(tabs.jobs(false).map((j) => j.id)).toEqual(['odds']);
    tabs.set('other', { jobs: [job('balance', ['private', 'balance'], true)], visible: false });
    expect(tabs.jobs(true).map((j) => j.id)).toEqual(['odds']);
    tabs.remove('other');
    expect(tabs.shared()).toBe(false);
    tabs.reset('me', { jobs: [], visible: true });
    expect(tabs.jobs(true)).toEqual([]);
  });
});

describe('replay of the last answers', () => {
  it("gives a subscribing tab the last answer of each of its jobs' calls, matched as TanStack Query hashes keys", () => {
    const r = new Replay();
    r.remember([
      { queryKey: ['games', { type: 'slot', page: 1 }], data: 'games-1' },
      { queryKey: ['private', 'balance'], data: { balance: '5.00' } },
    ]);
    r.remember([{ queryKey: ['games', { type: 'slot', page: 1 }], data: 'games-2' }]);
    // the same key with its object's properties in another order is the same query
    expect(r.forJobs([job('g', ['games', { page: 1, type: 'slot' }]), job('x', ['unknown'])])).toEqual([
      { queryKey: ['games', { type: 'slot', page: 1 }], data: 'games-2' },
    ]);
    expect(r.forJobs([job('balance', ['private', 'balance'], true)])).toHaveLength(1);
  });

  it('drops the private answers when a session ends, keeps the public ones', () => {
    const r = new Replay();
    r.remember([
      { queryKey: ['private', 'balance'], data: 1 },
      { queryKey: ['sports', 'matchOdds', '1'], data: 2 },
    ]);
    r.dropPrivate();
    expect(r.forJobs([job('balance', ['private', 'balance'], true), job('odds', ['sports', 'matchOdds', '1'])])).toEqual([
      { queryKey: ['sports', 'matchOdds', '1'], data: 2 },
    ]);
  });
});

describe('cache writes', () => {
  it('writes a batch of answers under their keys, keeping the objects of unchanged parts', () => {
    const qc = new QueryClient();
    const before = {
      runners: [
        { id: 1, price: 1.5 },
        { id: 2, price: 2.5 },
      ],
    };
    qc.setQueryData(['sports', 'matchOdds', '1'], before);
    writeUpdates(qc, [
      {
        queryKey: ['sports', 'matchOdds', '1'],
        data: {
          runners: [
            { id: 1, price: 1.5 },
            { id: 2, price: 2.6 },
          ],
        },
      },
      { queryKey: ['sports', 'event', '9'], data: { ok: true } },
    ]);
    const after = qc.getQueryData<typeof before>(['sports', 'matchOdds', '1']);
    expect(after?.runners[1]?.price).toBe(2.6);
    expect(after?.runners[0]).toBe(before.runners[0]); // structural sharing: the unchanged runner is the same object
    expect(qc.getQueryData(['sports', 'event', '9'])).toEqual({ ok: true });
  });
});
