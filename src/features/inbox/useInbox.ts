import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorText, mutate } from '../../api';
import { inboxKeys, inboxMutations, inboxQueries } from '../../api/calls/inbox';
import type { InboxItem } from '../../api/contract/inbox';
import type { TFunction } from '../../i18n';
import { useWords } from '../../i18n/words';
import { usePoll } from '../../poller';
import { useSessionValue } from '../../session';
import { inboxPollJob } from './poll';
import { setAppBadge } from './useUnreadCount';

/** Edit mode and the messages ticked in it. */
function useSelection() {
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const exitEdit = () => {
    setEditing(false);
    setSelected(new Set());
  };
  return { editing, setEditing, selected, setSelected, toggle, exitEdit };
}

/**
 * The inbox's state: the page asked for (polled), the selection, the message open over the list (read
 * as it opens; `openId` opens one once) and the read or delete of the selected, with what failed.
 */
export function useInbox(t: TFunction, openId: number | undefined) {
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(10);
  const selection = useSelection();
  const { selected, setSelected } = selection;
  const [open, setOpen] = useState<InboxItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useWords(t);

  usePoll(remoteId ? inboxPollJob(remoteId, page, perPage) : null);
  const q = useQuery({ ...inboxQueries.page(remoteId, page, perPage), enabled: !!remoteId, staleTime: 10_000 });
  const data = q.data?.data;

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: inboxKeys.player(remoteId) });
  };
  const markRead = async (ids: number[]) => {
    await Promise.all(ids.map((id) => mutate(inboxMutations.read, id)));
  };

  const openMessage = (m: InboxItem) => {
    setOpen(m);
    if (m.is_read === 0) {
      const unreadNow = Math.max(0, (data?.unread ?? 1) - 1);
      setAppBadge(unreadNow);
      setFailure(null);
      markRead([m.id])
        .then(refresh)
        .catch(() => {
          // said on screen (the message stays unread), and the count comes back as the server has it
          setFailure((t) => t('readFailed'));
          void refresh();
        });
    }
  };

  const opened = useRef<number | undefined>(undefined);
  // the message the address names opens once (a notification's tap), over the list
  useEffect(() => {
    if (!openId || !remoteId || opened.current === openId) return;
    opened.current = openId;
    void mutate(inboxMutations.item, openId).then(
      (r) => openMessage(r.data),
      () => undefined,
    );
  }, [openId, remoteId]);

  const bulk = async (action: 'read' | 'delete') => {
    if (selected.size === 0 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const ids = [...selected];
      if (action === 'read') await markRead(ids);
      else await Promise.all(ids.map((id) => mutate(inboxMutations.remove, id)));
      setSelected(new Set());
      await refresh();
    } catch (e) {
      setFailure((t) => errorText(e, t('actionError')));
    } finally {
      setBusy(false);
    }
  };
  const choosePerPage = (n: number) => {
    setPerPage(n);
    setPage(1);
  };

  return { q, data, page, setPage, perPage, choosePerPage, ...selection, open, openMessage, close: () => setOpen(null), busy, failure, bulk };
}

export type Inbox = ReturnType<typeof useInbox>;
