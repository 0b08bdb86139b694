import { errorText } from '../../api';
import { INBOX_PAGE_SIZES, type InboxItem } from '../../api/contract/inbox';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { FormAlert, Skeleton } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PageMain } from '../../ui/PageMain';
import { Pager } from '../../ui/Pager';
import { QueryState } from '../../ui/QueryState';
import { Tabs } from '../../ui/Tabs';
import { InboxList } from './InboxList';
import { InboxTable } from './InboxTable';
import { SelectionMenu } from './SelectionMenu';
import { BackHeader } from '../../ui/BackHeader';
import { type Inbox, useInbox } from './useInbox';
import './inbox.css';

/**
 * The inbox: day-grouped cards on mobile; a table with 10, 25, 50 or 100 rows per page on the desktop
 * account tab. `openId`: a message to open over it (a notification's tap: /inbox?id=).
 */
export function InboxPage({ variant = 'list', openId }: { variant?: 'list' | 'table'; openId?: number }) {
  const { t } = useTranslation(['inbox', 'common']);
  const inbox = useInbox(t, openId);
  const { q, data, editing, selected } = inbox;

  return (
    <PageMain className="page">
      <BackHeader
        title={t('title')}
        end={
          data && data.total > 0 ? (
            <button type="button" className="btn" aria-pressed={editing} onClick={() => (editing ? inbox.exitEdit() : inbox.setEditing(true))}>
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
          <SelectionMenu
            count={selected.size}
            busy={inbox.busy}
            onRead={() => void inbox.bulk('read')}
            onDelete={() => void inbox.bulk('delete')}
            onCancel={inbox.exitEdit}
          />
        )}
        {inbox.open === null && <FormAlert message={inbox.failure} />}
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
              <InboxTable items={answer.data.data} editing={editing} selected={selected} onToggle={inbox.toggle} onOpen={inbox.openMessage} />
            ) : (
              <InboxList items={answer.data.data} editing={editing} selected={selected} onToggle={inbox.toggle} onOpen={inbox.openMessage} />
            )
          }
        </QueryState>
        <InboxPaging variant={variant} inbox={inbox} />
      </section>
      <MessageModal open={inbox.open} failure={inbox.failure} onClose={inbox.close} />
    </PageMain>
  );
}

/** The pages: the desktop table's pager with its page size, or the mobile list's previous and next with a page size past 10. */
function InboxPaging({ variant, inbox }: { variant: 'list' | 'table'; inbox: Inbox }) {
  const { t } = useTranslation(['inbox', 'common']);
  const { data, page } = inbox;
  const lastPage = data?.last_page ?? 1;
  return (
    <>
      {variant === 'table' && data && data.total > 0 ? (
        <Pager
          page={inbox.page}
          lastPage={lastPage}
          perPage={inbox.perPage}
          onPage={inbox.setPage}
          onPerPage={inbox.choosePerPage}
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
            <button type="button" className="btn" disabled={page <= 1} onClick={() => inbox.setPage(page - 1)}>
              {t('prev')}
            </button>
            <span>{t('pageOf', { page: data.current_page, last: lastPage })}</span>
            <button type="button" className="btn" disabled={page >= lastPage} onClick={() => inbox.setPage(page + 1)}>
              {t('next')}
            </button>
          </div>
        )
      )}
      {variant === 'list' && data && data.total > 10 && (
        <div className="field ib-size">
          <label htmlFor="inbox-size">{t('pageSize')}</label>
          <select id="inbox-size" value={inbox.perPage} onChange={(e) => inbox.choosePerPage(Number(e.target.value))}>
            {INBOX_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

/** The message open over the list: its full text and when it came. */
function MessageModal({ open, failure, onClose }: { open: InboxItem | null; failure: string | null; onClose: () => void }) {
  const { t } = useTranslation(['inbox', 'common']);
  const fmt = useShown();
  return (
    <Modal open={open !== null} title={open?.title ?? ''} onClose={onClose} closeLabel={t('close')}>
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
  );
}
