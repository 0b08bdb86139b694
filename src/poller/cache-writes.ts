import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { PollUpdate } from './protocol';

/**
 * Polled answers into the query cache in one batch: the screens render once per update, and
 * structural sharing keeps the objects of unchanged parts (a price cell that did not move is not
 * touched).
 */
export function writeUpdates(qc: Pick<QueryClient, 'setQueryData'>, updates: readonly PollUpdate[]): void {
  notifyManager.batch(() => {
    for (const u of updates) qc.setQueryData(u.queryKey, u.data);
  });
}
