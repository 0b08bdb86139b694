import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import type { Shown } from '../../lib/shown-numbers';
import { errorText } from '../../api';
import type { TurnoverItem } from '../../api/contract/transactions';
import { useSessionValue } from '../../session';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { Tabs } from '../../ui/Tabs';
import { BackHeader } from '../../ui/BackHeader';
import { fromPaisa, toPaisa } from '../../lib/paisa';
import { turnoverPercent } from './logic';
import './records.css';
import { PageMain } from '../../ui/PageMain';
import { transactionQueries } from '../../api/calls/transactions';

type Tab = 'active' | 'complete';

/** One turnover requirement: its progress, what remains of it and the way to its details. */
function TurnoverTicket({ x, fmt, onDetails }: { x: TurnoverItem; fmt: Shown; onDetails: () => void }) {
  const { t } = useTranslation('records');
  const done = x.status === 'complete';
  const pct = done ? 100 : turnoverPercent(x.required_turnover, x.remaining_turnover);
  return (
    <li className="mp-card to-ticket" data-testid="turnover-ticket">
      <div className="to-ticket-top">
        <div>
          <h2>{x.name ?? t('turnover.title')}</h2>
          <span className="mp-muted">{fmt.day(x.created_at)}</span>
        </div>
        <span className="mp-tag" data-tone={done ? 'success' : 'pending'}>
          {done ? t('turnover.completed') : t('turnover.pending')}
        </span>
      </div>
      <div className="mp-progress" role="progressbar" aria-label={t('turnover.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} />
      </div>
      <div className="to-pct">
        <span>
          {t('turnover.remaining')}: <Money value={done ? '0.00' : x.remaining_turnover} /> / <Money value={x.required_turnover} />
        </span>
        <strong>{fmt.digits(pct.toFixed(2))}%</strong>
      </div>
      <div className="to-foot">
        <span className="mp-muted">{done ? t('turnover.lastUpdate', { time: fmt.dateTimeZone(x.updated_at) }) : ''}</span>
        <button type="button" className="btn-link" onClick={onDetails} aria-label={t('turnover.detailsOf', { name: x.name ?? '' })}>
          {t('turnover.details')}
        </button>
      </div>
    </li>
  );
}

function TurnoverHelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Modal open={open} title={t('turnover.helpTitle')} onClose={onClose} closeLabel={t('close')}>
      <p style={{ marginTop: 0 }}>{t('turnover.helpBody')}</p>
      <p style={{ marginBottom: 0 }}>{t('turnover.helpBody2')}</p>
    </Modal>
  );
}

/** A requirement's amounts, state, times and the transaction that made it. */
function TurnoverDetailModal({ detail, fmt, onClose }: { detail: TurnoverItem; fmt: Shown; onClose: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Modal open title={detail.name ?? t('turnover.title')} onClose={onClose} closeLabel={t('close')}>
      <div className="mp-row">
        <span>{t('turnover.required')}</span>
        <Money value={detail.required_turnover} />
      </div>
      <div className="mp-row">
        <span>{t('turnover.completedAmount')}</span>
        <Money value={fromPaisa(Math.max(0, toPaisa(detail.required_turnover) - toPaisa(detail.remaining_turnover)))} />
      </div>
      <div className="mp-row">
        <span>{t('turnover.remaining')}</span>
        <Money value={detail.remaining_turnover} />
      </div>
      <div className="mp-row">
        <span>{t('turnover.status')}</span>
        <span>{detail.status === 'complete' ? t('turnover.completed') : t('turnover.pending')}</span>
      </div>
      <div className="mp-row">
        <span>{t('turnover.created')}</span>
        <span>{fmt.dateTimeZone(detail.created_at)}</span>
      </div>
      <div className="mp-row">
        <span>{t('turnover.updated')}</span>
        <span>{fmt.dateTimeZone(detail.updated_at)}</span>
      </div>
      {detail.transaction?.id !== undefined && (
        <div className="mp-row">
          <span>{t('turnover.transaction')}</span>
          <span>#{detail.transaction.id}</span>
        </div>
      )}
    </Modal>
  );
}

export function TurnoverPage() {
  const { t } = useTranslation('records');
  const fmt = useShown();
  const remoteId = useSessionValue('remote_id') ?? '';
  const q = useQuery({ ...transactionQueries.turnovers(remoteId), enabled: !!remoteId });
  const [tab, setTab] = useState<Tab>('active');
  const [help, setHelp] = useState(false);
  const [detail, setDetail] = useState<TurnoverItem | null>(null);
  const list = q.data?.data.filter((x) => x.status === tab) ?? [];
  return (
    <PageMain className="page">
      <BackHeader
        title={t('turnover.title')}
        end={
          <button type="button" className="btn-link" onClick={() => setHelp(true)}>
            {t('turnover.help')}
          </button>
        }
      />
      <Tabs
        label={t('turnover.title')}
        idPrefix="turnover"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'active', label: t('turnover.active') },
          { id: 'complete', label: t('turnover.completed') },
        ]}
      />
      <section role="tabpanel" aria-labelledby={`turnover-${tab}`}>
        <QueryState
          query={q}
          loading={
            <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
              <Skeleton height={150} />
              <Skeleton height={150} />
            </div>
          }
          error={(e) => errorText(e, t('loadError'))}
          isEmpty={() => list.length === 0}
        >
          {() => (
            <ul className="mp-list">
              {list.map((x) => (
                <TurnoverTicket key={x.id} x={x} fmt={fmt} onDetails={() => setDetail(x)} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <TurnoverHelpModal open={help} onClose={() => setHelp(false)} />
      {detail && <TurnoverDetailModal detail={detail} fmt={fmt} onClose={() => setDetail(null)} />}
    </PageMain>
  );
}
