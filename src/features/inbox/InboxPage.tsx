import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { errorText, mutate } from '../../api';
import { INBOX_PAGE_SIZES, type InboxItem } from '../../api/contract/inbox';
import { usePoll } from '../../poller';
import { useSessionValue } from '../../session';
import { FormAlert, Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Modal } from '../../ui/Modal';
import { PageMain } from '../../ui/PageMain';
import { Pager } from '../../ui/Pager';
import { Tabs } from '../../ui/Tabs';
import { InboxList } from './InboxList';
import { InboxTable } from './InboxTable';
import { SelectionMenu } from './SelectionMenu';
import { BackHeader } from '../../ui/BackHeader';
import { inboxKeys, inboxMutations, inboxQueries } from '../../api/calls/inbox';
import { inboxPollJob } from './poll';
import { setAppBadge } from './useUnreadCount';
import './inbox.css';

/**
 * The inbox: day-grouped cards on mobile; a table with 10, 25, 50 or 100 rows per page on the desktop
 * account tab. `openId`: a message to open over it (a notification's tap: /inbox?id=).
 */
export function InboxPage({ variant = 'list', openId }: { variant?: 'list' | 'table'; openId?: number }) {
  const { t } = useTranslation(['inbox', 'common']);
  const fmt = useShown();
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(10);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<InboxItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useWords(t);

  usePoll(remoteId ? inboxPollJob(remoteId, page, perPage) : null);
  const q = useQuery({ ...inboxQueries.page(remoteId, page, perPage), enabled: !!remoteId, staleTime: 10_000 });
  const data = q.data?.data;
  const lastPage = data?.last_page ?? 1;

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

  return (
    <PageMain className="page">
      <BackHeader
        title={t('title')}
        end={
          data && data.total > 0 ? (
            <button type="button" className="btn" aria-pressed={editing} onClick={() => (editing ? exitEdit() : setEditing(true))}>
              {editing ? t('saveExit') : t('edit')}
            </button>
          ) : undefined
        }
      />
      <Tabs
        label={t('title')}
        idPrefix="inbox"
        value="notification"
        onChange={() => {}}
        tabs={[{ id: 'notification', label: t('notification', { count: data?.total ?? 0 }) }]}
      />
      <section role="tabpanel" aria-labelledby="inbox-notification">
        {editing && (
          <SelectionMenu count={selected.size} busy={busy} onRead={() => void bulk('read')} onDelete={() => void bulk('delete')} onCancel={exitEdit} />
        )}
        {open === null && <FormAlert message={failure} />}
        <QueryState
          query={q}
          loading={
            <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
              <Skeleton height={76} />
              <Skeleton height={76} />
              <Skeleton height={76} />
            </div>
          }
          error={(e) => errorText(e, t('loadError'))}
          isEmpty={(d) => d.data.data.length === 0}
        >
          {(answer) =>
            variant === 'table' ? (
              <InboxTable items={answer.data.data} editing={editing} selected={selected} onToggle={toggle} onOpen={openMessage} />
            ) : (
              <InboxList items={answer.data.data} editing={editing} selected={selected} onToggle={toggle} onOpen={openMessage} />
            )
          }
        </QueryState>
        {variant === 'table' && data && data.total > 0 ? (
          <Pager
            page={page}
            lastPage={lastPage}
            perPage={perPage}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
            text={{
              prev: t('common:pager.prev'),
              next: t('common:pager.next'),
              pageOf: t('common:pager.pageOf', { page: data.current_page, last: lastPage }),
              pageSize: t('common:pager.pageSize'),
            }}
          />
        ) : (
          data &&
          data.total > 0 && (
            <div className="mp-pager">
              <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('prev')}
              </button>
              <span>{t('pageOf', { page: data.current_page, last: lastPage })}</span>
              <button type="button" className="btn" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
                {t('next')}
              </button>
            </div>
          )
        )}
        {variant === 'list' && data && data.total > 10 && (
          <div className="field ib-size">
            <label htmlFor="inbox-size">{t('pageSize')}</label>
            <select
              id="inbox-size"
              value={perPage}
              onChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(1);
              }}
            >
              {INBOX_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>
      <Modal open={open !== null} title={open?.title ?? ''} onClose={() => setOpen(null)} closeLabel={t('close')}>
        {open && (
          <>
            <FormAlert message={failure} />
            <p className="ib-full">{open.message}</p>
            <p className="mp-muted" style={{ marginBottom: 0 }}>
              {t('received')}: {fmt.dateTimeZone(open.created_at)}
            </p>
          </>
        )}
      </Modal>
    </PageMain>
  );
}
