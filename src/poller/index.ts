import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { PollerBridge } from './bridge';
import type { PollJob } from './types';

export type { PollCall, PollJob } from './types';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };
const connection = (): Connection | undefined =>
  typeof navigator !== 'undefined' ? (navigator as Navigator & { connection?: Connection }).connection : undefined;

/** Save-Data or a 2g connection: slow polling down (odds jobs use their dataSaverIntervalMs). */
export function prefersDataSaver(): boolean {
  const c = connection();
  return !!c && (c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g');
}

function subscribeConnection(cb: () => void): () => void {
  const c = connection();
  c?.addEventListener?.('change', cb);
  return () => c?.removeEventListener?.('change', cb);
}

/** true while the browser asks to save data; the UI says that odds refresh more slowly. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeConnection, prefersDataSaver, () => false);
}

let bridge: PollerBridge | undefined;

function getBridge(qc: ReturnType<typeof useQueryClient>): PollerBridge {
  if (!bridge) {
    bridge = new PollerBridge({ queryClient: qc, dataSaver: prefersDataSaver });
    // diagnostics for the e2e tests of the mechanism: only when switched on in this browser's storage
    try {
      if (localStorage.getItem('taka:poll-debug') === '1') {
        const b = bridge;
        (window as unknown as Record<string, unknown>).__takaPoller = { add: (job: PollJob) => b.add(job), isLeader: () => b.isLeader() };
      }
    } catch {
      /* storage refused */
    }
  }
  return bridge;
}

/**
 * Runs a poll job while the calling component is mounted (pass null to run nothing). The answers are
 * written into the query cache under each call's queryKey; read them with useQuery on that key.
 */
export function usePoll(job: PollJob | null): void {
  const qc = useQueryClient();
  const key = job ? JSON.stringify(job) : null;
  useEffect(() => {
    if (!key) return;
    return getBridge(qc).add(JSON.parse(key) as PollJob);
  }, [key, qc]);
}
