import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePoll } from '../../poller';
import { useSessionValue } from '../../session';
import { inboxQueries } from '../../api/calls/inbox';
import { inboxPollJob } from './poll';

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows the unread count on the installed app's icon where the Badging API exists. */
export function setAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgeNavigator;
  const p = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  p?.catch(() => {
    /* not allowed here (not installed or no permission): nothing to show */
  });
}

/**
 * The number of unread inbox messages, polled every 10 s while logged in, for the entries that lead
 * to the inbox (bottom bar, drawer, account menus: one poll job however many show it), and mirrored
 * on the installed app's icon (cleared at zero). 0 for a visitor.
 */
export function useUnreadCount(): number {
  const remoteId = useSessionValue('remote_id') ?? '';
  usePoll(remoteId ? inboxPollJob(remoteId, 1, 10) : null);
  const q = useQuery({ ...inboxQueries.page(remoteId, 1, 10), enabled: !!remoteId, staleTime: 10_000 });
  const unread = remoteId ? (q.data?.data.unread ?? 0) : 0;
  useEffect(() => {
    if (q.data || !remoteId) setAppBadge(unread);
  }, [unread, q.data, remoteId]);
  return unread;
}
