import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, mutate } from '../../api';
import { transactionMutations } from '../../api/calls/transactions';
import type { TransactionItem } from '../../api/contract/transactions';
import type { Words } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { latinDigits } from '../../lib/digits';
import { isOffline } from '../../lib/offline';
import { useSessionValue } from '../../session';
import { FormAlert } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';

/** Edit and resubmit of a pending deposit: the payer's number and the TRX ID again. */
export function ResubmitModal({ tx, onClose, onDone }: { tx: TransactionItem; onClose: () => void; onDone: (m: Words) => void }) {
  const { t } = useTranslation('records');
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const [form, setForm] = useState({ trx: tx.transaction_id ?? '', account: tx.account_number ?? '' });
  const [errors, setErrors] = useState<{ trx?: Words; account?: Words; form?: Words }>({});
  const send = useSingleFlight({
    mutationFn: () =>
      mutate(transactionMutations.resubmit, { id: tx.id, remote_id: remoteId, transaction_id: form.trx.trim(), account_number: form.account.trim() }, qc),
    onSuccess: (r) => onDone(() => serverText(r.message)),
    onError: (e) => setErrors({ form: (t) => errorText(e, t('tx.actionError'), t('tx.networkError')) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: typeof errors = {};
    if (!/^\d{11}$/.test(form.account.trim())) errs.account = (t) => t('tx.accountInvalid');
    if (form.trx.trim().length < 7) errs.trx = (t) => t('tx.trxInvalid');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    if (isOffline()) return setErrors({ form: (t) => t('common:offlineMoney') });
    send.mutate();
  };
  return (
    <Modal open title={t('tx.editResubmit')} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('tx.accountNumber')}
          inputMode="numeric"
          value={form.account}
          onChange={(e) => setForm({ ...form, account: latinDigits(e.target.value) })}
          error={errors.account?.(t)}
        />
        <Field
          label={t('tx.trxId')}
          value={form.trx}
          onChange={(e) => setForm({ ...form, trx: latinDigits(e.target.value).toUpperCase() })}
          error={errors.trx?.(t)}
        />
        <FormAlert message={errors.form?.(t)} />
        <button type="submit" className="btn btn-primary btn-block" disabled={send.isPending}>
          {t('tx.resubmit')}
        </button>
      </form>
    </Modal>
  );
}
