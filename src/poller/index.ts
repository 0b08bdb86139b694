import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPoller } from './main-thread';
import type { PollJob } from './types';

export type { PollCall, PollJob } from './types';

/** Save-Data or a 2g connection: slow polling down. */
export function prefersDataSaver(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!c && (c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g');
}

let poller: ReturnType<typeof createPoller> | undefined;

function getPoller(qc: ReturnType<typeof useQueryClient>) {
  if (!poller) {
    poller = createPoller({ queryClient: qc, isHidden: () => document.visibilityState === 'hidden', dataSaver: prefersDataSaver });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') poller?.resumeAll();
    });
  }
  return poller;
}

/** Runs a poll job while the calling component is mounted (pass null to run nothing). */
export function usePoll(job: PollJob | null): void {
  const qc = useQueryClient();
  const key = job ? JSON.stringify(job) : null;
  useEffect(() => {
    if (!key) return;
    return getPoller(qc).add(JSON.parse(key) as PollJob);
  }, [key, qc]);
}
