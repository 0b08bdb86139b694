import type { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../session';
import { writeUpdates } from './cache-writes';
import { Subscriptions, type TabState } from './jobs';
import { electLeader, webLocks } from './leader';
import { PollLogout } from './logout';
import type { FromWorker, TabMessage } from './protocol';
import { Replay } from './replay';
import { openTabChannel, type TabChannel } from './tab-channel';
import { TabRegistry } from './tabs';
import type { PollJob } from './types';
import { startTarget, type Target } from './worker-target';

/**
 * The main-thread side of the poller. One tab per browser leads (leader.ts): it owns the worker
 * (worker-target.ts), runs the union of the jobs that visible tabs want (tabs.ts), writes results into
 * its query cache (cache-writes.ts) and copies them to the other tabs (tab-channel.ts), replaying what
 * it knows to a tab that just subscribed (replay.ts). A 401 on a private job logs out everywhere
 * (logout.ts).
 */
export interface BridgeOptions {
  queryClient: QueryClient;
  dataSaver: () => boolean;
  /** where a refused session goes (tests replace it) */
  goHome?: () => void;
  /** whether this tab is shown (tests give each tab its own) */
  visible?: () => boolean;
  /** where the jobs run (tests give a fake worker) */
  startTarget?: (onMessage: (m: FromWorker) => void) => Target;
}

export class PollerBridge {
  readonly tabId = Math.random().toString(36).slice(2);
  private readonly subs = new Subscriptions();
  private readonly tabs = new TabRegistry();
  private readonly replay = new Replay();
  private readonly channel: TabChannel | undefined;
  private readonly logout: PollLogout;
  private target: Target | undefined;
  private leader = false;

  constructor(private readonly opts: BridgeOptions) {
    this.channel = openTabChannel((m) => this.onTabMessage(m));
    this.logout = new PollLogout({
      queryClient: opts.queryClient,
      replay: this.replay,
      channel: this.channel,
      goHome: opts.goHome ?? (() => window.location.assign('/')),
    });
    document.addEventListener('visibilitychange', () => this.changed());
    addEventListener('pagehide', () => this.channel?.send({ type: 'bye', tab: this.tabId }));
    subscribeSession(() => this.recompute());
    const conn = (navigator as Navigator & { connection?: EventTarget }).connection;
    conn?.addEventListener?.('change', () => this.recompute());
    // without a channel to share results, this tab polls for itself
    electLeader(this.channel ? webLocks() : undefined, () => this.becomeLeader());
  }

  /** A component wants this job while mounted. */
  add(job: PollJob): () => void {
    this.subs.add(job);
    this.changed();
    return () => {
      this.subs.remove(job);
      this.changed();
    };
  }

  isLeader(): boolean {
    return this.leader;
  }

  private state(): TabState {
    const visible = this.opts.visible ? this.opts.visible() : document.visibilityState !== 'hidden';
    return { jobs: this.subs.jobs(), visible };
  }

  private changed(): void {
    const s = this.state();
    if (this.leader) {
      this.tabs.set(this.tabId, s);
      this.recompute();
    } else this.channel?.send({ type: 'state', tab: this.tabId, ...s });
  }

  private becomeLeader(): void {
    this.leader = true;
    this.tabs.reset(this.tabId, this.state());
    this.target = (this.opts.startTarget ?? startTarget)((m) => this.onWorkerMessage(m));
    this.channel?.send({ type: 'leader', tab: this.tabId }); // the others answer with their state
    this.recompute();
  }

  private recompute(): void {
    if (!this.leader || !this.target) return;
    const token = getSession().token ?? null;
    this.target.post({ type: 'set', jobs: this.tabs.jobs(!!token), token, dataSaver: this.opts.dataSaver() });
  }

  private onTabMessage(m: TabMessage): void {
    switch (m.type) {
      case 'state': {
        if (!this.leader) return;
        this.tabs.set(m.tab, { jobs: m.jobs, visible: m.visible });
        this.recompute();
        const known = this.replay.forJobs(m.jobs);
        if (known.length) this.channel?.send({ type: 'data', updates: known });
        return;
      }
      case 'bye':
        if (!this.leader) return;
        this.tabs.remove(m.tab);
        this.recompute();
        return;
      case 'leader':
        this.channel?.send({ type: 'state', tab: this.tabId, ...this.state() });
        return;
      case 'data':
        writeUpdates(this.opts.queryClient, m.updates);
        return;
      case 'logout':
        this.logout.elsewhere();
        return;
    }
  }

  private onWorkerMessage(m: FromWorker): void {
    if (m.type === 'data') {
      this.replay.remember(m.updates);
      writeUpdates(this.opts.queryClient, m.updates);
      // copying answers to other tabs costs a structured clone: only when another tab is there
      if (this.tabs.shared()) this.channel?.send({ type: 'data', updates: m.updates });
      return;
    }
    const job = this.tabs.jobs(true).find((j) => j.id === m.jobId);
    if (m.unauthorized && job?.private && getSession().token) this.logout.refused();
    else console.warn(`poll ${m.jobId} failed: ${m.message}`);
  }
}
