import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useState } from 'react';
import type { Words } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { errorText, mutate } from '../../api';
import { EDIT_AFTER_MINUTES, type TransactionItem } from '../../api/contract/transactions';
import { isOffline } from '../../lib/offline';
import { useSessionValue } from '../../session';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { actionKey, STATUS_TONE } from './tx-labels';
import { TxReceipts } from './TxReceipts';
import { ResubmitModal } from './ResubmitModal';
import { transactionMutations } from '../../api/calls/transactions';
import { useNow } from '../../ui/useNow';

/** Whole minutes and seconds left until `until` (0 when passed). */
function useCountdown(until: number): number {
  const now = useNow(until > Date.now());
  return Math.max(0, until - now);
}

export function TransactionDetail({ tx }: { tx: TransactionItem }) {
  const { t } = useTranslation('records');
  const fmt = useShown();
  const [view, setView] = useState<'progress' | 'table'>('progress');
  /** what the last action said: kept here, since the actions go once the deposit is no longer pending */
  const [message, setMessage] = useWords(t);
  const bank = tx.payment_method?.name ?? t('tx.agent');
  const pendingDeposit = tx.action === 'deposit' && tx.key === 0;
  const steps: Array<{ label: string; at?: string; state: 'done' | 'current' | 'failed' | undefined }> = [
    { label: t('tx.stepSubmitted'), at: tx.created_at, state: 'done' },
  ];
  if (tx.resubmitted_at) steps.push({ label: t('tx.stepResubmitted'), at: tx.resubmitted_at, state: 'done' });
  steps.push({ label: t('tx.stepProcessing'), state: tx.key === 0 ? 'current' : 'done' });
  if (tx.key === 1) steps.push({ label: t('tx.stepSuccess'), at: tx.updated_at, state: 'done' });
  else if (tx.key === 2) steps.push({ label: tx.reverted_at ? t('tx.stepReverted') : t('tx.stepFailed'), at: tx.updated_at, state: 'failed' });
  else steps.push({ label: t('tx.stepResult'), state: undefined });

  return (
    <>
      <div className="card">
        <div className="to-ticket-top">
          <div>
            <p className="mp-muted" style={{ margin: 0 }}>
              {t(actionKey(tx.action))} · {bank}
            </p>
            <p className="tx-detail-amount">
              <Money value={tx.amount} />
            </p>
          </div>
          <span className="mp-tag" data-tone={STATUS_TONE[tx.key]}>
            {t(`tx.status_${tx.key}`)}
          </span>
        </div>
        <div className="mp-row">
          <span>{t('tx.bankName')}</span>
          <span data-testid="tx-bank">{bank}</span>
        </div>
        <div className="mp-row">
          <span>{t('tx.time')}</span>
          <span>{fmt.dateTimeZone(tx.created_at)}</span>
        </div>
      </div>
      {tx.action === 'deposit' && <TxReceipts transactionId={tx.id} />}
      <fieldset className="mp-toggle" style={{ marginTop: 16 }}>
        <legend className="visually-hidden">{t('tx.view')}</legend>
        <button type="button" aria-pressed={view === 'progress'} onClick={() => setView('progress')}>
          {t('tx.progress')}
        </button>
        <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
          {t('tx.table')}
        </button>
      </fieldset>
      {view === 'progress' ? (
        <ol className="mp-timeline" aria-label={t('tx.progress')}>
          {steps.map((s) => (
            <li key={s.label} data-state={s.state}>
              <strong>{s.label}</strong>
              {s.at && <small>{fmt.dateTimeZone(s.at)}</small>}
            </li>
          ))}
        </ol>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="mp-table-wrap" aria-label={t('tx.table')} tabIndex={0}>
          <table className="mp-table">
            <thead>
              <tr>
                <th scope="col">{t('tx.no')}</th>
                <th scope="col">{t('tx.type')}</th>
                <th scope="col">{t('tx.paymentMethod')}</th>
                <th scope="col">{t('tx.bankName')}</th>
                <th scope="col">{t('tx.amount')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td translate="no">{tx.transaction_id ?? `#${tx.id}`}</td>
                <td>{t(actionKey(tx.action))}</td>
                <td>{tx.payment_method?.type ?? t('tx.agent')}</td>
                <td>{bank}</td>
                <td>
                  <Money value={tx.amount} />
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      )}
      {pendingDeposit && <PendingDepositActions tx={tx} onMessage={setMessage} />}
      {message && (
        <p className="alert" role="status">
          {message}
        </p>
      )}
    </>
  );
}

function PendingDepositActions({ tx, onMessage: setMessage }: { tx: TransactionItem; onMessage: (m: Words) => void }) {
  const { t } = useTranslation('records');
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const left = useCountdown(new Date(tx.created_at).getTime() + EDIT_AFTER_MINUTES * 60_000);
  const [editing, setEditing] = useState(false);
  /** a revert cancels the request for good: asked first, as a player who already paid must not */
  const [confirming, setConfirming] = useState(false);
  const revert = useSingleFlight({
    mutationFn: () => mutate(transactionMutations.revert, { id: tx.id, remote_id: remoteId }, qc),
    onSuccess: (r) => {
      setMessage(() => serverText(r.message));
    },
    onError: (e) => {
      // refused because the deposit was settled meanwhile: the list (made stale) shows its real status, not Pending
      setMessage((t) => errorText(e, t('tx.actionError'), t('tx.networkError')));
    },
  });
  const minutes = Math.ceil(left / 60_000);
  // "in 8:52": a wait, not a clock time (the times beside it read 08:50 GMT+6)
  const wait = `${Math.floor(left / 60_000)}:${String(Math.floor((left % 60_000) / 1000)).padStart(2, '0')}`;
  return (
    <>
      <div className="tx-actions">
        <button
          type="button"
          className="btn"
          disabled={revert.isPending}
          onClick={() => (isOffline() ? setMessage((t) => t('common:offlineMoney')) : setConfirming(true))}
        >
          {t('tx.revert')}
        </button>
        <button type="button" className="btn btn-primary" disabled={left > 0} onClick={() => setEditing(true)}>
          {t('tx.editResubmit')}
          {left > 0 && <span className="tx-countdown"> {t('tx.editIn', { time: wait })}</span>}
        </button>
      </div>
      {left > 0 && <p className="mp-muted">{t('tx.editAfter', { count: minutes })}</p>}
      <Modal
        open={confirming}
        title={t('tx.revertTitle')}
        onClose={() => setConfirming(false)}
        closeLabel={t('close')}
        footer={
          <>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('tx.revertKeep')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setConfirming(false);
                revert.mutate();
              }}
            >
              {t('tx.revert')}
            </button>
          </>
        }
      >
        <p>{t('tx.revertText')}</p>
      </Modal>
      {editing && (
        <ResubmitModal
          tx={tx}
          onClose={() => setEditing(false)}
          onDone={(m) => {
            setEditing(false);
            setMessage(m);
          }}
        />
      )}
    </>
  );
}
