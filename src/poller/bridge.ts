import { hashKey, notifyManager, type QueryClient } from '@tanstack/react-query';
import { endSession, getSession, subscribeSession } from '../session';
import { activeJobs, Subscriptions, type TabState } from './jobs';
import { type FromWorker, LEADER_LOCK, POLL_CHANNEL, type PollUpdate, type TabMessage, type ToWorker } from './protocol';
import type { PollJob } from './types';

/**
 * The main-thread side of the poller. One tab per browser leads (Web Locks): it owns the Worker, runs
 * the union of the jobs that visible tabs want, writes results into its query cache and shares them
 * with the other tabs over BroadcastChannel. When the leader closes, the next tab waiting on the lock
 * takes over. A 401 on a private job logs out everywhere.
 */
export interface BridgeOptions {
  queryClient: QueryClient;
  dataSaver: () => boolean;
  /** where a refused session goes (tests replace it) */
  goHome?: () => void;
}

interface Target {
  post(m: ToWorker): void;
}

export class PollerBridge {
  readonly tabId = Math.random().toString(36).slice(2);
  private readonly subs = new Subscriptions();
  private readonly tabs = new Map<string, TabState>();
  private readonly lastData = new Map<string, PollUpdate>();
  private channel: BroadcastChannel | undefined;
  private target: Target | undefined;
  private leader = false;
  private loggingOut = false;

  constructor(private readonly opts: BridgeOptions) {
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(POLL_CHANNEL);
      this.channel.onmessage = (ev: MessageEvent<TabMessage>) => this.onTabMessage(ev.data);
    }
    document.addEventListener('visibilitychange', () => this.changed());
    addEventListener('pagehide', () => this.send({ type: 'bye', tab: this.tabId }));
    subscribeSession(() => this.recompute());
    const conn = (navigator as Navigator & { connection?: EventTarget }).connection;
    conn?.addEventListener?.('change', () => this.recompute());

    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    if (locks && this.channel) {
      void locks.request(LEADER_LOCK, () => {
        this.becomeLeader();
        return new Promise<void>(() => {}); // held until this tab closes
      });
    } else this.becomeLeader(); // no locks or channel: this tab polls for itself
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
    return { jobs: this.subs.jobs(), visible: document.visibilityState !== 'hidden' };
  }

  private send(m: TabMessage): void {
    this.channel?.postMessage(m);
  }

  private changed(): void {
    const s = this.state();
    if (this.leader) {
      this.tabs.set(this.tabId, s);
      this.recompute();
    } else this.send({ type: 'state', tab: this.tabId, ...s });
  }

  private becomeLeader(): void {
    this.leader = true;
    this.tabs.clear();
    this.tabs.set(this.tabId, this.state());
    this.target = this.startWorker();
    this.send({ type: 'leader', tab: this.tabId }); // the others answer with their state
    this.recompute();
  }

  private startWorker(): Target {
    if (typeof Worker !== 'undefined') {
      try {
        const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'poller' });
        w.onmessage = (ev: MessageEvent<FromWorker>) => this.onWorkerMessage(ev.data);
        return { post: (m) => w.postMessage(m) };
      } catch {
        /* fall through: run in this page */
      }
    }
    let pending: ToWorker | undefined;
    let runner: { set: (j: PollJob[], t: string | null, d: boolean) => void } | undefined;
    void import('./runner').then(({ createRunner }) => {
      runner = createRunner((m) => this.onWorkerMessage(m));
      if (pending) runner.set(pending.jobs, pending.token, pending.dataSaver);
    });
    return {
      post: (m) => {
        if (runner) runner.set(m.jobs, m.token, m.dataSaver);
        else pending = m;
      },
    };
  }

  private recompute(): void {
    if (!this.leader || !this.target) return;
    const token = getSession().token ?? null;
    this.target.post({ type: 'set', jobs: activeJobs(this.tabs, !!token), token, dataSaver: this.opts.dataSaver() });
  }

  private onTabMessage(m: TabMessage): void {
    switch (m.type) {
      case 'state':
        if (!this.leader) return;
        this.tabs.set(m.tab, { jobs: m.jobs, visible: m.visible });
        this.recompute();
        this.shareKnown(m.jobs);
        return;
      case 'bye':
        if (!this.leader) return;
        this.tabs.delete(m.tab);
        this.recompute();
        return;
      case 'leader':
        this.send({ type: 'state', tab: this.tabId, ...this.state() });
        return;
      case 'data':
        this.apply(m.updates);
        return;
      case 'logout':
        void endSession('elsewhere', { queryClient: this.opts.queryClient, go: () => this.leave() });
        return;
    }
  }

  /** a tab that just subscribed gets what the worker already knows (it posts changes only) */
  private shareKnown(jobs: PollJob[]): void {
    const updates = jobs.flatMap((j) => j.calls.map((c) => this.lastData.get(hashKey(c.queryKey)))).filter((u): u is PollUpdate => !!u);
    if (updates.length) this.send({ type: 'data', updates });
  }

  private onWorkerMessage(m: FromWorker): void {
    if (m.type === 'data') {
      for (const u of m.updates) this.lastData.set(hashKey(u.queryKey), u);
      this.apply(m.updates);
      // copying answers to other tabs costs a structured clone: only when another tab is there
      if (this.tabs.size > 1) this.send({ type: 'data', updates: m.updates });
      return;
    }
    const job = activeJobs(this.tabs, true).find((j) => j.id === m.jobId);
    if (m.unauthorized && job?.private && getSession().token && !this.loggingOut) {
      this.loggingOut = true;
      void endSession('refused', {
        queryClient: this.opts.queryClient,
        go: () => {
          this.send({ type: 'logout' });
          this.leave();
        },
      });
    } else console.warn(`poll ${m.jobId} failed: ${m.message}`);
  }

  /** one batch: the screens render once per update, and structural sharing keeps unchanged parts' objects */
  private apply(updates: PollUpdate[]): void {
    const qc = this.opts.queryClient;
    notifyManager.batch(() => {
      for (const u of updates) qc.setQueryData(u.queryKey, u.data);
    });
  }

  /** every tab, once its session ended: the private answers kept for replay go too, then home */
  private leave(): void {
    for (const k of [...this.lastData.keys()]) if (k.startsWith('["private"')) this.lastData.delete(k);
    (this.opts.goHome ?? (() => window.location.assign('/')))();
  }
}
