import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { PollerBridge } from './bridge';
import type { PollJob } from './types';

export type { PollCall, PollJob } from './types';
export { type JobSpec, pollJob } from './from-calls';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };
const connection = (): Connection | undefined =>
  typeof navigator !== 'undefined' ? (navigator as Navigator & { connection?: Connection }).connection : undefined;

/** Save-Data or a 2g connection: slow polling down (odds jobs use their dataSaverIntervalMs). */
function prefersDataSaver(): boolean {
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

/** Loaded with the first poll job (a guest on the home page needs none): not in the first paint's bytes. */
let bridge: Promise<PollerBridge> | undefined;

function getBridge(qc: ReturnType<typeof useQueryClient>): Promise<PollerBridge> {
  bridge ??= import('./start').then(({ startBridge }) => startBridge({ queryClient: qc, dataSaver: prefersDataSaver }));
  return bridge;
}

/**
 * Runs a poll job while the calling component is mounted (pass null to run nothing); make it with
 * pollJob from described calls. The answers are written into the query cache under each call's key:
 * read them with useQuery and the same call's query options.
 */
export function usePoll(job: PollJob | null): void {
  const qc = useQueryClient();
  const key = job ? JSON.stringify(job) : null;
  useEffect(() => {
    if (!key) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void getBridge(qc).then((b) => {
      if (!gone) stop = b.add(JSON.parse(key) as PollJob);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [key, qc]);
}
